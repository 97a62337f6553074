#include "tools/cli/cmd_read.h"

#include <fstream>
#include <memory>

#include "reading/position_setup.h"
#include "sgf/sgf_file.h"
#include "sgf/sgf_game.h"
#include "sgf/sgf_parser.h"
#include "sgf/sgf_writer.h"
#include "spec/error.h"
#include "tools/cli/json_output.h"

namespace kospec::cli {

void add_read_command(CLI::App& app, int& status) {
  auto options = std::make_shared<ReadOptions>();
  CLI::App* cmd = app.add_subcommand(
      "read",
      "Tactical reading as GNU Go does it: can the string at VERTEX be captured (attack) or saved "
      "(defend), after ply N? Prints the result code (0, 1 WIN, 2 KO_A, 3 KO_B) and the move.");
  cmd->add_option("file", options->file, "SGF file")->required()->check(CLI::ExistingFile);
  cmd->add_option("question", options->question, "attack or defend")
      ->required()
      ->check(CLI::IsMember({"attack", "defend"}));
  cmd->add_option("vertex", options->vertex, "a stone of the string, GTP name (e.g. C3)")
      ->required();
  cmd->add_option("--at", options->at, "after this many plies of the main line (0 = the setup)");
  cmd->add_option("--scheme", options->scheme,
                  "komaster scheme: 5 (default), 2.7.232, 2.7.232-revised")
      ->check(CLI::IsMember({"5", "2.7.232", "2.7.232-revised"}));
  cmd->add_option("--trace", options->trace_file, "write the variations read to this SGF file");
  // The depth parameters, as GNU Go 3.8's options of the same names (gnugo --help debug).
  reading::ReadingLimits& l = options->limits;
  cmd->add_option("--depth", l.depth, "deep reading cutoff (GNU Go -D, default 16)");
  cmd->add_option("--branch-depth", l.branch_depth, "no branching beyond it (default 13)");
  cmd->add_option("--backfill-depth", l.backfill_depth, "backfilling up to it (-B, default 12)");
  cmd->add_option("--backfill2-depth", l.backfill2_depth, "deeper backfills up to it (default 5)");
  cmd->add_option("--break-chain-depth", l.break_chain_depth,
                  "attacks on 3- and 4-liberty chain links up to it (default 7)");
  cmd->add_option("--superstring-depth", l.superstring_depth,
                  "superstring moves up to it (default 7)");
  cmd->add_option("--fourlib-depth", l.fourlib_depth,
                  "attacks on 4-liberty strings up to it (-F, default 7)");
  cmd->add_option("--ko-depth", l.ko_depth, "conditional ko captures up to it (-K, default 8)");
  cmd->add_flag("--json", options->json,
                "one JSON object: file, at, question, vertex, scheme, code, result, move, nodes");
  cmd->callback([options, &status] { status = run_read(*options, std::cout); });
}

std::string trace_to_sgf(const GameSetup& position, const reading::ReadTrace& trace,
                         const std::string& summary) {
  sgf::SgfGame game{position, {}, {}, {}, summary, {}};
  sgf::Collection tree = sgf::parse(sgf::write_game(game), "trace");
  const std::size_t root = tree.roots.at(0);
  const auto& nodes = trace.nodes();
  std::vector<std::size_t> index(nodes.size(), root);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const reading::ReadTrace::Node& n = nodes[i];
    std::size_t here = root;
    if (i > 0) {
      sgf::Node node;
      node.parent = index[n.parent];
      node.properties.push_back({std::string(player_letter(n.move->player)),
                                 {n.move->is_pass() ? "" : position.graph.sgf_name(*n.move->point)},
                                 {}});
      tree.nodes.push_back(std::move(node));
      here = tree.nodes.size() - 1;
      tree.nodes[index[n.parent]].children.push_back(here);
      index[i] = here;
    }
    if (!n.comments.empty()) {
      std::string text;
      for (const std::string& line : n.comments) text += (text.empty() ? "" : "\n") + line;
      sgf::Node& node = tree.nodes[here];
      bool merged = false;
      for (sgf::Property& p : node.properties) {
        if (p.id == "C") {
          p.values[0] += "\n" + text;
          merged = true;
        }
      }
      if (!merged) node.properties.push_back({"C", {text}, {}});
    }
  }
  return sgf::write(tree);
}

namespace {

// The komaster scheme asked for, the question checked too.
reading::KoScheme checked_scheme(const ReadOptions& options) {
  if (options.question != "attack" && options.question != "defend") {
    throw InputError("read: the question must be 'attack' or 'defend', not '" + options.question +
                     "'");
  }
  const std::optional<reading::KoScheme> scheme = reading::parse_scheme(options.scheme);
  if (!scheme)
    throw InputError("read: unknown --scheme '" + options.scheme +
                     "' (expected 5, 2.7.232 or 2.7.232-revised)");
  return *scheme;
}

// Writes the variations read as an SGF tree from the position, the summary in its root comment.
void write_trace(const std::string& path, const reading::FastBoard& board, Point vertex,
                 bool attacking, const reading::ReadTrace& trace, std::string comment,
                 const Graph& graph) {
  const Player owner = *owner_of(board.color(vertex));
  GameSetup position{graph, board.configuration(), attacking ? opponent(owner) : owner};
  if (board.ko()) {
    comment += "\nko ban: " + std::string(player_name(board.ko()->banned)) + " may not retake at " +
               graph.name(board.ko()->point) + " at once";
  }
  if (trace.dropped() > 0)
    comment += "\n" + std::to_string(trace.dropped()) + " further plays tried, not recorded";
  std::ofstream file(path, std::ios::binary);
  if (!file) throw InputError("read: cannot write the trace to '" + path + "'");
  file << trace_to_sgf(position, trace, comment);
  if (!file) throw InputError("read: cannot write the trace to '" + path + "'");
}

}  // namespace

int run_read(const ReadOptions& options, std::ostream& out) {
  sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  const std::size_t at = options.at.value_or(sgf_game.moves.size());
  sgf::cut_main_line(sgf_game, at, options.file + ": --at");
  const reading::KoScheme scheme = checked_scheme(options);
  std::optional<reading::FastBoard> board;
  try {
    board.emplace(reading::board_at_ply(sgf_game.setup, sgf_game.moves, at));
  } catch (const InputError& e) {
    throw InputError(options.file + ": " + e.what());
  }
  const Graph& graph = sgf_game.setup.graph;
  const std::optional<Point> vertex = graph.parse_name(options.vertex);
  if (!vertex) {
    throw InputError("read: '" + options.vertex + "' is not a point of the " + graph.size_name() +
                     " board");
  }
  if (board->color(*vertex) == Color::Empty) {
    throw InputError("read: there is no stone at " + graph.name(*vertex) + " after ply " +
                     std::to_string(at));
  }
  const bool attacking = options.question == "attack";
  reading::Reader reader(*board, options.limits, scheme);
  reading::ReadTrace trace;
  if (options.trace_file) reader.set_trace(&trace);
  const reading::ReadResult r = attacking ? reader.attack(*vertex) : reader.find_defense(*vertex);
  const std::string move_name = r.move ? graph.name(*r.move) : "";
  const std::string summary =
      options.question + " " + graph.name(*vertex) + " after ply " + std::to_string(at) +
      ", komaster scheme " + options.scheme + ": " + std::string(reading::code_name(r.code)) +
      (r.move ? " at " + move_name : "") + ", " + std::to_string(r.nodes) + " nodes";
  if (options.trace_file)
    write_trace(*options.trace_file, *board, *vertex, attacking, trace, "kospec read: " + summary,
                graph);
  if (options.json) {
    Json j = command_json("read");
    j.update(Json{{"file", options.file},
                  {"at", at},
                  {"question", options.question},
                  {"vertex", graph.name(*vertex)},
                  {"scheme", options.scheme},
                  {"code", reading::gtp_number(r.code)},
                  {"result", reading::code_name(r.code)},
                  {"move", r.move ? Json(move_name) : Json(nullptr)},
                  {"nodes", r.nodes}});
    out << j.dump() << "\n";
  } else {
    out << options.file << ": " << summary << "\n";
    out << "= " << reading::gtp_number(r.code) << (r.move ? " " + move_name : "") << "\n";
  }
  return 0;
}

}  // namespace kospec::cli
