#pragma once
// kospec count: what the `count positions` and `count games` subcommands do, as functions of their
// options and output streams, so that the CLI only registers them (tools/cli/cmd_count.cpp) and
// tests run them in-process. Exit status: 0 done, 1 interrupted (SIGINT) or a finding (a legal
// position not reached), 2 bad input (InputError is thrown).

#include <atomic>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "spec/base_self_capture.h"
#include "tools/count/position_count.h"
#include "tools/run/run_control.h"

namespace kospec::cli {

/// Which count.
enum class CountKind : std::uint8_t {
  Positions,  ///< the positions reachable from the empty board, and the legal ones
  Games,      ///< the games under positional superko
};

/// What `kospec count` was asked to do.
struct CountOptions {
  CountKind kind = CountKind::Positions;        ///< positions or games
  std::string board;                            ///< "COLUMNSxROWS" (e.g. "4x4") or "N" for NxN
  std::string ruleset = "positional-superko";   ///< games: the ruleset expression
  SelfCapture self_capture = SelfCapture::All;  ///< games: the self-capture option
  unsigned threads = 1;                         ///< games: worker threads; 0 = one per core
  bool json = false;                            ///< one JSON object instead of text
  double progress_seconds = 5;                  ///< seconds between progress lines on err; 0 = none
  std::size_t max_memory_mb = 4096;             ///< positions: memory budget (per rank), MiB
  /// positions: how to count on several ranks (tools/distributed); unset: in this process.
  std::function<count::PositionCount(const smallboard::BitBoard&, std::size_t max_bytes,
                                     const run::RunControl&)>
      count_positions;
};

/// A board size given on the command line.
struct BoardSize {
  int columns = 0;  ///< 1..25
  int rows = 0;     ///< 1..25
};

/// Parses "4x4", "1x7", "7" (= 7x7). Throws InputError naming the text and the expected form.
BoardSize parse_board_size(std::string_view text);

/// Runs the count; when `stop` becomes true (the CLI passes its SIGINT flag) it stops, prints what it
/// found so far and returns 1. Throws InputError on bad options.
int run_count(const CountOptions& options, std::ostream& out, std::ostream& err,
              const std::atomic<bool>& stop);

/// `count positions`: results on out, progress and interruption on err.
int run_count_positions(const CountOptions& options, std::ostream& out, std::ostream& err,
                        const run::RunControl& control);

/// `count games`: results on out, progress and interruption on err.
int run_count_games(const CountOptions& options, std::ostream& out, std::ostream& err,
                    const run::RunControl& control);

}  // namespace kospec::cli
