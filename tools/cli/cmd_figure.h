#pragma once
// kospec figure: a board figure of a game in the Go literature's style (numbered plies, "k at j"
// notes, markers), as SVG, PNG, Sensei's Library markup or SGF.

#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "sgf/sgf_game.h"
#include "spec/base_self_capture.h"

namespace kospec::cli {

/// What `kospec figure` was asked to do.
struct FigureOptions {
  std::string file;               ///< the SGF game
  std::size_t from = 1;           ///< first numbered ply
  std::optional<std::size_t> to;  ///< last numbered ply (default: one cycle)
  std::string svg, png;           ///< files to write
  std::string format;             ///< svg | png | sgf | sensei, printed on standard output
  std::string title;              ///< the figure's title (default: the game name and plies)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide, for replaying the plies
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_figure_command(CLI::App& app, int& status);

/// Draws the figure; returns 0. Throws InputError on bad input.
int run_figure(const FigureOptions& options, std::ostream& out);

}  // namespace kospec::cli
