#include "tools/cli/cmd_explore.h"

#include <fstream>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/explore/cycles.h"
#include "tools/explore/dot_writer.h"
#include "tools/explore/region.h"
#include "tools/explore/render.h"
#include "tools/run/stop_signals.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

std::string moves_text(const Graph& g, const std::vector<Move>& moves) {
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : ", ") + move_text(g, m);
  return out;
}

std::string verdict_text(const explore::CycleVerdict& v) {
  if (v.unreachable)
    return "the cycle cannot be reached: " + std::string(outcome_name(v.outcome)) + " by " +
           std::string(rule_code(v.rule));
  if (v.outcome == Outcome::Legal) return "runs twice, every ply legal";
  const std::string what = v.outcome == Outcome::Illegal    ? "illegal"
                           : v.outcome == Outcome::NoResult ? "no result"
                                                            : "play stops";
  return "ply " + std::to_string(v.ply) + " " + what + " by " + std::string(rule_code(v.rule)) +
         ": " + v.reason;
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path + ": cannot write");
}

}  // namespace

void add_explore_command(CLI::App& app, int& status) {
  auto o = std::make_shared<ExploreOptions>();
  CLI::App* cmd = app.add_subcommand(
      "explore",
      "Explore the states reachable from a position (after its main line) by board plays "
      "in a region and passes, under a ruleset; states the ruleset treats alike are merged. "
      "Prints states, edges, strongly connected components and elementary cycles, and how "
      "every named ruleset judges each cycle; writes Graphviz diagrams. Exit 0 complete, "
      "1 stopped by a limit, 2 bad input.");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--at", o->at,
                  "start after this many plies of the main line (default 0: the setup)");
  add_ruleset_options(*cmd, o->ruleset);
  cmd->add_option("--region", o->region,
                  "points to play on: all, moves (those the main line plays on), A1,B2 or A1:C3 "
                  "(default: the ko shapes: one-stone strings in atari and their liberties)");
  cmd->add_option("--max-states", o->max_states, "stop adding states beyond this many")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--max-depth", o->max_depth, "do not expand states this deep")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-cycles", o->max_cycles, "list at most this many elementary cycles")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-drawn", o->max_drawn, "above this many states draw only the cycles")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--dot", o->dot, "write the graph as Graphviz DOT");
  cmd->add_option("--svg", o->svg, "render the graph as SVG (Graphviz library)");
  cmd->add_option("--png", o->png, "render the graph as PNG (Graphviz library)");
  cmd->add_flag("--json", o->json,
                "one JSON object (states, edges, components, cycles and verdicts)");
  cmd->callback([o, &status] { status = run_explore(*o, std::cout); });
}

int run_explore(const ExploreOptions& options, std::ostream& out) {
  sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  const std::vector<Move> main_line = sgf_game.moves;
  if (options.at > sgf_game.moves.size()) {
    throw InputError(options.file + ": --at " + std::to_string(options.at) +
                     " is beyond the main line (" + std::to_string(sgf_game.moves.size()) +
                     " plies)");
  }
  sgf_game.moves.resize(options.at);
  const Ruleset ruleset = options.ruleset.build();
  Game start(sgf_game.setup, ruleset);
  if (auto stop = replay(start, sgf_game.moves, sgf_game.moves.size());
      stop && !stop->judgement.verdict.legal()) {
    throw InputError(options.file + ": move " + std::to_string(stop->index + 1) +
                     " of the main line is illegal under " + ruleset.name + " (" +
                     std::string(rule_code(stop->judgement.verdict.deciding)) + ")");
  }
  const Graph& board = start.record().graph();
  const PointSet region = options.region.empty()
                              ? explore::ko_region(board, start.record().current())
                              : explore::parse_region(board, options.region, main_line);
  explore::ExploreLimits limits{options.max_states, options.max_depth, false, {}};
  limits.control.stop = &run::install_stop_signals();
  const explore::StateGraph graph = explore::explore_states(start, region, limits);
  const std::vector<std::size_t> component = explore::components(graph);
  std::size_t total_cycles = 0;
  const auto cycles = explore::elementary_cycles(graph, options.max_cycles, total_cycles);
  std::vector<Ruleset> judges;
  for (const NamedRuleset& n : named_rulesets())
    judges.push_back(parse_ruleset(n.name, ruleset.self_capture));
  if (std::none_of(judges.begin(), judges.end(),
                   [&](const Ruleset& r) { return r.name == ruleset.name; }))
    judges.push_back(ruleset);
  std::size_t legal_edges = 0;
  for (const auto& e : graph.edges) legal_edges += e.to ? 1 : 0;
  std::size_t nontrivial = 0, largest = 0;
  {
    std::vector<std::size_t> size(graph.nodes.size(), 0);
    for (std::size_t c : component) ++size[c];
    for (std::size_t s : size) {
      nontrivial += s > 1 ? 1 : 0;
      largest = std::max(largest, s);
    }
  }
  const std::string title =
      options.file + " under " + ruleset.name + ", region " + point_list(board, region);
  if (!options.dot.empty() || !options.svg.empty() || !options.png.empty()) {
    const std::string dot = explore::write_dot(graph, board, cycles, options.max_drawn, title);
    if (!options.dot.empty()) write_file(options.dot, dot);
    if (!options.svg.empty()) write_file(options.svg, explore::render_dot(dot, "svg"));
    if (!options.png.empty()) write_file(options.png, explore::render_dot(dot, "png"));
  }
  if (options.json) {
    Json cycles_json = Json::array();
    for (const auto& c : cycles) {
      Json moves = Json::array();
      for (std::size_t e : c.edges) moves.push_back(move_text(board, graph.edges[e].move));
      Json verdicts = Json::object();
      for (const auto& v : explore::judge_cycle(graph, c, sgf_game.setup, sgf_game.moves, judges)) {
        Json j{{"outcome", v.unreachable ? "unreachable" : outcome_name(v.outcome)}};
        if (v.outcome != Outcome::Legal) {
          j["ply"] = v.ply;
          j["rule"] = rule_code(v.rule);
          j["reason"] = v.reason;
        }
        verdicts[v.ruleset] = std::move(j);
      }
      cycles_json.push_back({{"plies", c.edges.size()},
                             {"states", c.states},
                             {"moves", moves},
                             {"verdicts", verdicts}});
    }
    out << Json{{"file", options.file},
                {"ruleset", ruleset.name},
                {"region", points_json(board, region)},
                {"states", graph.nodes.size()},
                {"edges", graph.edges.size()},
                {"legal_edges", legal_edges},
                {"complete", graph.complete},
                {"stopped_by", graph.stopped_by},
                {"components", {{"nontrivial", nontrivial}, {"largest", largest}}},
                {"cycles_total", total_cycles > options.max_cycles
                                     ? Json("more than " + std::to_string(options.max_cycles))
                                     : Json(total_cycles)},
                {"cycles", cycles_json}}
               .dump()
        << "\n";
    return graph.complete ? 0 : 1;
  }
  out << title << "\n"
      << graph.nodes.size() << " states, " << graph.edges.size() << " moves (" << legal_edges
      << " legal, " << graph.edges.size() - legal_edges << " forbidden by the ruleset)"
      << (graph.complete ? ", complete" : ", stopped by " + graph.stopped_by) << "\n"
      << nontrivial << " strongly connected components with a cycle (largest " << largest
      << " states)\n"
      << (total_cycles > options.max_cycles ? "more than " + std::to_string(options.max_cycles)
                                            : std::to_string(total_cycles))
      << " elementary cycles"
      << (cycles.size() < total_cycles ? ", the first " + std::to_string(cycles.size()) + " listed"
                                       : "")
      << "\n";
  for (std::size_t i = 0; i < cycles.size(); ++i) {
    std::vector<Move> moves;
    for (std::size_t e : cycles[i].edges) moves.push_back(graph.edges[e].move);
    out << "cycle " << i + 1 << " (" << moves.size() << " plies): " << moves_text(board, moves)
        << "\n";
    for (const auto& v :
         explore::judge_cycle(graph, cycles[i], sgf_game.setup, sgf_game.moves, judges)) {
      out << "  " << v.ruleset
          << std::string(v.ruleset.size() < 30 ? 30 - v.ruleset.size() : 1, ' ') << verdict_text(v)
          << "\n";
    }
  }
  return graph.complete ? 0 : 1;
}

}  // namespace kospec::cli
