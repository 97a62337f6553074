// Cutting engine output into GTP 2 responses (GTP 2, sections 3.4 and 3.5), and storing any bytes
// as safe text.
#include <gtest/gtest.h>

#include "tools/gtp_client/byte_text.h"
#include "tools/gtp_client/response_buffer.h"

namespace kospec::gtp {
namespace {

TEST(GTP_ResponseBuffer, CutsResponsesAtTheEmptyLine) {
  ResponseBuffer b;
  b.append("=1 A1 B2\n");
  EXPECT_FALSE(b.take().has_value());  // no empty line yet
  b.append("\n?2 illegal move\n\n");
  const auto first = b.take();
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->mark, '=');
  EXPECT_EQ(first->id, 1);
  EXPECT_EQ(first->text, "A1 B2");
  const auto second = b.take();
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->mark, '?');
  EXPECT_EQ(second->id, 2);
  EXPECT_EQ(second->text, "illegal move");
  EXPECT_TRUE(b.pending().empty());
}

TEST(GTP_ResponseBuffer, CrLfLineEndsReadAsLf) {
  // A Windows engine ends its lines with CR LF: "= 2\r\n\r\n" is one complete response.
  ResponseBuffer b;
  b.append("= 2\r\n\r\n");
  const auto r = b.take();
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->text, "2");
  EXPECT_FALSE(r->id.has_value());
}

TEST(GTP_ResponseBuffer, EmptyLinesBeforeAResponseAreSkippedAndExtraBytesStayPending) {
  ResponseBuffer b;
  b.append("\n\n= ok\n\n= extra\n\n");
  EXPECT_EQ(b.take()->text, "ok");
  EXPECT_EQ(b.pending(), "= extra\n\n");  // a second response nobody asked for
}

TEST(GTP_ResponseBuffer, TrailingWhiteSpaceIsNoPartOfTheAnswer) {
  ResponseBuffer b;
  b.append("=3 1 \n\n= C3\t \n\n");
  const auto r = b.take();
  EXPECT_EQ(r->id, 3);
  EXPECT_EQ(r->text, "1");
  EXPECT_EQ(b.take()->text, "C3");
}

TEST(GTP_ResponseBuffer, EmptyLinesAreCountedNotStored) {
  // A flood of newlines takes no memory; the count tells the client how much it was sent.
  ResponseBuffer b;
  for (int i = 0; i < 1000; ++i) b.append(std::string(1000, '\n'));
  EXPECT_TRUE(b.pending().empty());
  EXPECT_EQ(b.skipped(), 1000000U);
  b.append("= ok\n\n\n\n");  // the two LFs after the answer's empty line count as well
  EXPECT_EQ(b.take()->text, "ok");
  EXPECT_EQ(b.skipped(), 1000002U);
  b.clear();
  EXPECT_EQ(b.skipped(), 0U);
}

TEST(GTP_ResponseBuffer, NotGtpIsKeptWhole) {
  ResponseBuffer b;
  b.append("hello world\n\n");
  const auto r = b.take();
  EXPECT_EQ(r->mark, 'h');
  EXPECT_EQ(r->text, "hello world");
}

TEST(GTP_ByteText, EveryByteBecomesPrintableAscii) {
  EXPECT_EQ(escape_bytes("A1 b\\c"), "A1 b\\\\c");
  EXPECT_EQ(escape_bytes("a\nb\tc"), "a\\nb\\tc");
  EXPECT_EQ(escape_bytes(std::string("\xff\xfe\x00", 3)), "\\xFF\\xFE\\x00");
  // "é" is C3 A9 in UTF-8: cut after one byte, the half character is an escape, not a broken one.
  EXPECT_EQ(escape_bytes("\xc3\xa9\xc3\xa9", 1), "\\xC3... (4 bytes in all)");
}

}  // namespace
}  // namespace kospec::gtp
