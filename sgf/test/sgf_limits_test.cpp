// Limits where inputs are unbounded: a file that is a device or a FIFO is refused before it is
// read (reading /dev/zero would never end; opening a FIFO would block), and the memory a
// collection takes, which grows by some 20 to 40 times the input for ";;;;" or "B[]B[]", is
// capped.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "sgf/sgf_file.h"
#include "sgf/sgf_parser.h"
#include "spec/error.h"

namespace kospec::sgf {
namespace {

TEST(SGF_Limits, ADeviceIsNotReadAtAll) {
  const auto start = std::chrono::steady_clock::now();
  EXPECT_THROW(read_game_file("/dev/zero"), InputError);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

TEST(SGF_Limits, AFifoIsRefusedWithoutBlocking) {
  const auto fifo =
      std::filesystem::temp_directory_path() / ("kospec_sgf_fifo_" + std::to_string(getpid()));
  std::filesystem::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  try {
    read_game_file(fifo.string());
    ADD_FAILURE() << "a FIFO was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos) << e.what();
  }
  std::filesystem::remove(fifo);
}

TEST(SGF_Limits, TheMemoryOfTheCollectionIsCapped) {
  // 100,000 empty nodes take 100,000 * sizeof(Node) bytes: past a 1 MB cap, not past 100 MB.
  std::string nodes = "(";
  for (int i = 0; i < 100000; ++i) nodes += ";";
  nodes += ")";
  ParseLimits small;
  small.max_memory = 1 << 20;
  EXPECT_THROW(parse(nodes, "nodes.sgf", small), SgfError);
  ParseLimits large;
  large.max_memory = 100 << 20;
  EXPECT_EQ(parse(nodes, "nodes.sgf", large).nodes.size(), 100000U);
  // Properties in one node: the same.
  std::string properties = "(;";
  for (int i = 0; i < 100000; ++i) properties += "B[]";
  properties += ")";
  EXPECT_THROW(parse(properties, "properties.sgf", small), SgfError);
}

}  // namespace
}  // namespace kospec::sgf
