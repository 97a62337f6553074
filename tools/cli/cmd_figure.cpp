#include "tools/cli/cmd_figure.h"

#include <filesystem>
#include <fstream>
#include <memory>

#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/figure/figure_svg.h"
#include "tools/figure/figure_text.h"
#include "tools/figure/svg_png.h"

namespace kospec::cli {

namespace {

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path + ": cannot write");
}

}  // namespace

void add_figure_command(CLI::App& app, int& status) {
  auto o = std::make_shared<FigureOptions>();
  CLI::App* cmd = app.add_subcommand(
      "figure",
      "Draw a board figure as the Go literature does: the position before ply --from, plies "
      "--from..--to numbered on their stones, 'k at j' notes for plays on a point already used "
      "and for passes, markers for the ko point and captured stones. Default: one cycle of the "
      "main line (to its first repeated position), Sensei's Library markup on standard output.");
  cmd->add_option("file", o->file, "SGF game")->required()->check(CLI::ExistingFile);
  cmd->add_option("--from", o->from, "first numbered ply (default 1)")
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--to", o->to, "last numbered ply (default: the first repetition of a position)");
  cmd->add_option("--svg", o->svg, "write the figure as SVG");
  cmd->add_option("--png", o->png, "write the figure as PNG");
  cmd->add_option("--format", o->format, "print this form on standard output")
      ->check(CLI::IsMember({"svg", "png", "sgf", "sensei"}));
  cmd->add_option("--title", o->title, "the figure's title");
  add_suicide_option(*cmd, o->self_capture);
  cmd->callback([o, &status] { status = run_figure(*o, std::cout); });
}

int run_figure(const FigureOptions& options, std::ostream& out) {
  const sgf::SgfGame game = sgf::read_game_file(options.file);
  const figure::FigureRange range{options.from, options.to};
  const figure::Figure f = [&] {
    try {
      return figure::make_figure(game.setup, game.moves, range, options.self_capture);
    } catch (const InputError& e) {
      throw InputError(options.file + ": " + e.what());
    }
  }();
  std::string title = options.title;
  if (title.empty()) {
    title = figure::game_title(game, options.file);
    if (f.to >= f.from)
      title += f.to > f.from ? ", plies " + std::to_string(f.from) + "-" + std::to_string(f.to)
                             : ", ply " + std::to_string(f.from);
    else
      title += ", the position before ply " + std::to_string(f.from);
  }
  const std::string svg = figure::figure_svg(f, title);
  if (!options.svg.empty()) write_bytes(options.svg, svg);
  if (!options.png.empty()) write_bytes(options.png, figure::svg_to_png(svg, 2));
  std::string format = options.format;
  if (format.empty() && options.svg.empty() && options.png.empty()) format = "sensei";
  if (format == "svg") out << svg;
  if (format == "png") out << figure::svg_to_png(svg, 2);
  if (format == "sgf") out << figure::figure_sgf(f, title);
  if (format == "sensei")
    out << figure::sensei_markup(game.setup, game.moves, range, options.self_capture,
                                 figure::game_title(game, options.file));
  return 0;
}

}  // namespace kospec::cli
