// The `count` subcommands as registered by tools/cli/cmd_count.cpp: options parsed by CLI11, then
// kospec's exit statuses (main maps CLI::ParseError and InputError to 2).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "spec/error.h"
#include "tools/cli/cmd_count.h"

namespace kospec::cli {
namespace {

// Parses a command line after "kospec"; returns the status the callback stored.
int parse(std::vector<std::string> args) {
  CLI::App app{"kospec"};
  app.require_subcommand(1);
  int status = -1;
  add_count_command(app, status);
  std::reverse(args.begin(), args.end());  // CLI11 takes the arguments in reverse order
  app.parse(args);
  return status;
}

TEST(COUNT_Cli, PositionsAndGamesRun) {
  EXPECT_EQ(parse({"count", "positions", "--board", "1x3", "--progress", "0"}), 0);
  EXPECT_EQ(parse({"count", "games", "-b", "1x2", "--ruleset", "positional-superko", "--suicide",
                   "all", "--threads", "2", "--json", "--progress", "0"}),
            0);
  EXPECT_EQ(parse({"count", "games", "--board", "1x3", "--suicide", "multi", "--progress", "0"}),
            0);
}

TEST(COUNT_Cli, BadUsageIsAParseError) {
  EXPECT_THROW(parse({"count"}), CLI::ParseError);               // no subcommand
  EXPECT_THROW(parse({"count", "positions"}), CLI::ParseError);  // no --board
  EXPECT_THROW(parse({"count", "games", "-b", "1x2", "--suicide", "sometimes"}), CLI::ParseError);
  EXPECT_THROW(parse({"count", "games", "-b", "1x2", "--threads", "many"}), CLI::ParseError);
  EXPECT_THROW(parse({"count", "positions", "-b", "1x2", "--progress", "-1"}), CLI::ParseError);
}

TEST(COUNT_Cli, BadInputIsAnInputError) {
  EXPECT_THROW(parse({"count", "positions", "--board", "0x3"}), InputError);
  EXPECT_THROW(parse({"count", "games", "--board", "9x9"}), InputError);
  EXPECT_THROW(parse({"count", "games", "--board", "2x2", "--ruleset", "nonsense"}), InputError);
  EXPECT_THROW(parse({"count", "games", "--board", "2x2", "--ruleset", "japanese"}), InputError);
  EXPECT_THROW(parse({"count", "games", "--board", "2x2", "--suicide", "forbidden"}), InputError);
}

}  // namespace
}  // namespace kospec::cli
