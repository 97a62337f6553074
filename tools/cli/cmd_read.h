#pragma once
// kospec read: GNU Go-style tactical reading of one string (attack or find_defense) after ply N of a
// game, under a komaster scheme, with the variations read written as an SGF tree on request.

#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "reading/read_trace.h"
#include "reading/reader.h"
#include "spec/record.h"

namespace kospec::cli {

/// What `kospec read` was asked to do.
struct ReadOptions {
  std::string file;                       ///< the SGF game
  std::optional<std::size_t> at;          ///< after this many plies (default: the whole main line)
  std::string question;                   ///< "attack" or "defend"
  std::string vertex;                     ///< a stone of the string read, GTP name
  std::string scheme = "5";               ///< komaster scheme: 5, 2.7.232, 2.7.232-revised
  std::optional<std::string> trace_file;  ///< where to write the variations as SGF
  bool json = false;                      ///< one JSON object instead of text
  reading::ReadingLimits limits;          ///< the depth parameters (GNU Go's -D -B -F -K ...)
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_read_command(CLI::App& app, int& status);

/// Reads the string; prints the result code and move; returns 0. Throws InputError on bad input
/// (unreadable file, ply beyond the game, unknown question or scheme, a vertex without a stone).
int run_read(const ReadOptions& options, std::ostream& out);

/// The SGF text of a reading trace: a root with the position read (setup stones, PL = the player
/// to move first, C = `summary`), then one node per play tried, with its comments.
std::string trace_to_sgf(const GameSetup& position, const reading::ReadTrace& trace,
                         const std::string& summary);

}  // namespace kospec::cli
