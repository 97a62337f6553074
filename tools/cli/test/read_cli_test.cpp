// kospec read, in process: output, JSON, the SGF trace, and bad input as InputError.
#include "tools/cli/cmd_read.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "sgf/sgf_parser.h"
#include "spec/error.h"

namespace kospec::cli {
namespace {

ReadOptions options(const std::string& file, const std::string& question,
                    const std::string& vertex) {
  ReadOptions o;
  o.file = "corpus/reading/" + file;
  o.question = question;
  o.vertex = vertex;
  return o;
}

// ko5 (the manual): "H1 attacks L1 unconditionally while K2 defends it with ko (code KO_A)".
TEST(READING_Cli, PrintsTheCodeAndMoveAsGtpDoes) {
  std::ostringstream out;
  EXPECT_EQ(run_read(options("ko5.sgf", "defend", "L1"), out), 0);
  EXPECT_NE(out.str().find("KO_A at K2"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("\n= 2 K2\n"), std::string::npos) << out.str();
}

// The depth parameters switch the reader's ko experiments off as they switch GNU Go's: with
// ko_depth 0 no conditional ko capture is read below the first move. GNU Go 3.8 answers (gnugo
// --mode gtp --ko-depth K, loadsgf, defend): tripod9 C3 is "0" with -K 0 and "3 C1" by default;
// ko5 L1 is "1 K2" with -K 0 and "2 K2" by default.
TEST(READING_Cli, DepthParametersSwitchAsGnuGos) {
  auto answer = [](const std::string& file, const std::string& vertex, int ko_depth) {
    std::ostringstream out;
    ReadOptions o = options(file, "defend", vertex);
    o.limits.ko_depth = ko_depth;
    run_read(o, out);
    return out.str().substr(out.str().find("\n= ") + 1);
  };
  EXPECT_EQ(answer("tripod9.sgf", "C3", 0), "= 0\n");
  EXPECT_EQ(answer("tripod9.sgf", "C3", 8), "= 3 C1\n");
  EXPECT_EQ(answer("ko5.sgf", "L1", 0), "= 1 K2\n");
  EXPECT_EQ(answer("ko5.sgf", "L1", 8), "= 2 K2\n");
}

TEST(READING_Cli, JsonHasTheDocumentedKeys) {
  std::ostringstream out;
  ReadOptions o = options("ko5.sgf", "defend", "L1");
  o.json = true;
  run_read(o, out);
  const nlohmann::json j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["code"], 2);
  EXPECT_EQ(j["result"], "KO_A");
  EXPECT_EQ(j["move"], "K2");
  EXPECT_EQ(j["scheme"], "5");
  EXPECT_EQ(j["at"], 0);
  EXPECT_TRUE(j["nodes"].is_number());
}

// ko_threat_first: black's retake at C2 is banned, so reading it is a conditional capture (tryko)
// that makes black komaster (K5.1b): the trace says both, on the node of B C2.
TEST(READING_Cli, TraceIsAnSgfTreeWithKoComments) {
  const std::string path =
      (std::filesystem::temp_directory_path() / "kospec_read_trace_test.sgf").string();
  ReadOptions o = options("ko_threat_first.sgf", "attack", "B2");
  o.trace_file = path;
  std::ostringstream out;
  run_read(o, out);
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const sgf::Collection tree = sgf::parse(text.str(), path);
  ASSERT_GE(tree.nodes.size(), 2U);
  bool found = false;
  for (const sgf::Node& n : tree.nodes) {
    const sgf::Property* b = sgf::find(n, "B");
    const sgf::Property* c = sgf::find(n, "C");
    if (b && b->values[0] == "cd" && c &&
        c->values[0].find("conditional ko capture") != std::string::npos &&
        c->values[0].find("komaster change: komaster EMPTY -> komaster BLACK") !=
            std::string::npos) {
      found = true;
    }
  }
  EXPECT_TRUE(found) << text.str();
  std::remove(path.c_str());
}

TEST(READING_Cli, BadInputIsAnInputError) {
  std::ostringstream out;
  EXPECT_THROW(run_read(options("no-such-file.sgf", "attack", "A1"), out), InputError);
  EXPECT_THROW(run_read(options("ko5.sgf", "attack", "Z99"), out), InputError);
  EXPECT_THROW(run_read(options("ko5.sgf", "attack", "A1"), out), InputError);  // no stone there
  ReadOptions beyond = options("ko5.sgf", "attack", "L1");
  beyond.at = 3;
  EXPECT_THROW(run_read(beyond, out), InputError);
  ReadOptions scheme = options("ko5.sgf", "attack", "L1");
  scheme.scheme = "4";
  EXPECT_THROW(run_read(scheme, out), InputError);
  EXPECT_THROW(run_read(options("ko5.sgf", "capture", "L1"), out), InputError);
}

TEST(READING_Cli, EverySchemeAnswers) {
  for (const std::string scheme : {"5", "2.7.232", "2.7.232-revised"}) {
    std::ostringstream out;
    ReadOptions o = options("tripod9.sgf", "attack", "C3");
    o.scheme = scheme;
    EXPECT_EQ(run_read(o, out), 0);
    EXPECT_NE(out.str().find("komaster scheme " + scheme), std::string::npos);
  }
}

}  // namespace
}  // namespace kospec::cli
