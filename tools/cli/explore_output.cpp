#include "tools/cli/explore_output.h"

#include <algorithm>

#include "sgf/sgf_game.h"
#include "tools/cli/text_output.h"
#include "tools/explore/state_picture.h"
#include "tools/run/number_text.h"

namespace kospec::cli {

namespace {

// "S0 -B B2-> S1 -W D3-> S3 ... -> S0"
std::string path_text(const explore::StateGraph& g, const Graph& board,
                      const std::vector<std::size_t>& edges) {
  if (edges.empty()) return "";
  std::string out = explore::state_name(g.edges[edges.front()].from);
  for (std::size_t e : edges) {
    out += " -" + move_text(board, g.edges[e].move) + "-> " + explore::state_name(*g.edges[e].to);
  }
  return out;
}

std::string padded(const std::string& name) {
  return name + std::string(name.size() < 30 ? 30 - name.size() : 1, ' ');
}

Json stop_json(const Graph& board, const explore::WalkStop& s) {
  if (!s.step) return Json{{"outcome", "complete"}};
  return Json{{"outcome", outcome_name(s.verdict.outcome)},
              {"ply", s.ply},
              {"rule", rule_code(s.verdict.deciding)},
              {"reason", s.verdict.decisive_finding().statement},
              {"trace", trace_json(board, s.verdict.trace)}};
}

Json board_rows(const explore::StateNode& n, const Graph& board) {
  Json rows = Json::array();
  for (int r = 0; r < board.rows(); ++r) {
    std::string row;
    for (int c = 0; c < board.columns(); ++c) {
      const Color color = n.config.at(board.at(c, r));
      row += color == Color::Black ? 'X' : color == Color::White ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

// Moves in GTP names.
std::vector<std::string> move_names(const Graph& board, const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(move_text(board, m));
  return out;
}

// The moves the ruleset forbids (legal moves past a state budget lead to no state, but are legal).
std::size_t forbidden_moves(const explore::ExactGraph& g) {
  std::size_t n = 0;
  for (const auto& e : g.edges) n += e.outcome == Outcome::Illegal ? 1 : 0;
  return n;
}

std::string terminates_word(const explore::Termination& t) {
  if (!t.terminates) return "unknown";
  return *t.terminates ? "yes, every play ends" : "no, play can go on for ever";
}

// The lasso as an SGF game: the position, the plies before the start, the lead, the cycle twice.
std::string lasso_sgf(const ExploreResults& r) {
  const explore::ExactLasso& lasso = *r.termination->lasso;
  sgf::SgfGame game{*r.setup, r.start_moves, {}, {}, {}, {}};
  game.moves.insert(game.moves.end(), lasso.lead.begin(), lasso.lead.end());
  for (int run = 0; run < 2; ++run)
    game.moves.insert(game.moves.end(), lasso.cycle.begin(), lasso.cycle.end());
  game.root_comment =
      "kospec explore: " + r.title + ". The lasso: " + std::to_string(r.start_moves.size()) +
      " plies of the position's main line, " + std::to_string(r.termination->lasso->lead.size()) +
      " to the cycle, then the " + std::to_string(r.termination->lasso->cycle.size()) +
      "-ply cycle played twice (it can be played for ever).";
  return sgf::write_game(game);
}

void print_termination(const ExploreResults& r, std::ostream& out) {
  const explore::ExactGraph& g = *r.native;
  const explore::Termination& t = *r.termination;
  const Graph& board = *r.board;
  const std::size_t forbidden = forbidden_moves(g);
  out << r.title << "\n"
      << g.size() << " states, " << g.edges.size() << " moves (" << g.edges.size() - forbidden
      << " legal, " << forbidden << " forbidden by the ruleset)"
      << (g.complete ? ", complete" : ", stopped by " + g.stopped_by) << "; "
      << run::grouped(g.bytes() >> 10) << " KiB, " << run::seconds_text(g.seconds) << "\n"
      << "terminates: " << terminates_word(t) << " (" << t.argument << ")\n";
  if (t.longest_game) out << "longest game: " << *t.longest_game << " plies\n";
  if (t.lasso) {
    const std::size_t first = r.start_moves.size() + 1;
    const std::size_t cycle_first = first + t.lasso->lead.size();
    out << "lasso: "
        << (t.lasso->lead.empty() ? "the cycle starts at the start state"
            : t.lasso->lead.size() == 1
                ? "ply " + std::to_string(first) + " " + joined(move_names(board, t.lasso->lead))
                : "plies " + std::to_string(first) + "-" + std::to_string(cycle_first - 1) + " " +
                      joined(move_names(board, t.lasso->lead)))
        << "; cycle plies " << cycle_first << "-" << cycle_first + t.lasso->cycle.size() - 1 << " "
        << joined(move_names(board, t.lasso->cycle)) << " (as SGF in --json)\n";
  }
}

}  // namespace

void print_explore_text(const ExploreResults& r, std::ostream& out) {
  print_termination(r, out);
  if (r.graph == nullptr) {
    out << "listing, cycles and drawing left out: " << r.native->size()
        << (r.native->symmetry
                ? " classes of states up to symmetry (--symmetry)"
                : " states are more than --max-listed " + std::to_string(r.max_listed))
        << "\n";
    return;
  }
  const explore::StateGraph& g = *r.graph;
  const Graph& board = *r.board;
  std::vector<std::size_t> size(g.nodes.size(), 0);
  for (std::size_t c : r.component) ++size[c];
  const auto nontrivial =
      std::count_if(size.begin(), size.end(), [](std::size_t s) { return s > 1; });
  const std::size_t largest = size.empty() ? 0 : *std::max_element(size.begin(), size.end());
  if (nontrivial == 0) {
    out << "no strongly connected component with a cycle\n";
  } else {
    out << nontrivial << " strongly connected component" << (nontrivial == 1 ? "" : "s")
        << " with a cycle (largest " << largest << " states)\n";
  }
  out << (r.total_cycles > r.max_cycles ? "more than " + std::to_string(r.max_cycles)
                                        : std::to_string(r.total_cycles))
      << " elementary cycles"
      << (r.cycles.size() < r.total_cycles
              ? ", the first " + std::to_string(r.cycles.size()) + " listed"
              : "")
      << "; plies count from the setup (ply 0), each cycle played twice after its path from S0\n";
  for (std::size_t i = 0; i < r.cycles.size(); ++i) {
    const explore::Cycle& c = r.cycles[i];
    std::string moves;
    for (std::size_t e : c.edges)
      moves += (moves.empty() ? "" : ", ") + move_text(board, g.edges[e].move);
    std::string states;
    for (std::size_t s : c.states) states += (states.empty() ? "" : " ") + explore::state_name(s);
    out << "cycle " << i + 1 << " (" << c.edges.size() << " plies, states " << states
        << "): " << moves << "\n";
    const explore::Lasso lasso = explore::lasso_of(g, c);
    for (std::size_t j = 0; j < r.judges.size(); ++j)
      out << "  " << padded(r.judges[j])
          << explore::stop_text(board, r.cycle_walks[i], lasso, r.cycle_verdicts[i].stops[j])
          << "\n";
  }
  if (!r.drawn) {
    out << "no cycle to draw\n";
    return;
  }
  const explore::Lasso& l = r.drawn->lasso;
  out << "drawn: " << r.drawn->why
      << (r.drawn->listed ? " (cycle " + std::to_string(*r.drawn->listed) + " above)" : "") << "\n"
      << "  lead: "
      << (l.lead.empty() ? "none, the cycle starts at S0" : path_text(g, board, l.lead))
      << "\n  cycle: " << path_text(g, board, l.cycle.edges) << "\n";
  for (std::size_t j = 0; j < r.judges.size(); ++j)
    out << "  " << padded(r.judges[j])
        << explore::stop_text(board, r.drawn_walk, l, r.drawn_verdicts.stops[j]) << "\n";
}

Json explore_json(const ExploreResults& r, const std::string& file, const std::string& ruleset,
                  const PointSet& region) {
  const explore::ExactGraph& ng = *r.native;
  const explore::Termination& t = *r.termination;
  const Graph& board = *r.board;
  const std::size_t native_legal = ng.edges.size() - forbidden_moves(ng);
  Json lasso = nullptr;
  if (t.lasso) {
    lasso = {{"first_ply", r.start_moves.size() + 1},
             {"lead", move_names(board, t.lasso->lead)},
             {"cycle", move_names(board, t.lasso->cycle)},
             {"sgf", lasso_sgf(r)}};
  }
  Json out = command_json("explore");
  out.update(Json{{"file", file},
                  {"ruleset", ruleset},
                  {"region", points_json(board, region)},
                  {"state_count", ng.size()},
                  {"symmetries", ng.symmetry ? ng.symmetry->size() : 1},
                  {"edge_count", ng.edges.size()},
                  {"legal_edges", native_legal},
                  {"complete", ng.complete},
                  {"stopped_by", ng.stopped_by},
                  {"memory_bytes", ng.bytes()},
                  {"seconds", ng.seconds},
                  {"terminates", t.terminates ? Json(*t.terminates) : Json(nullptr)},
                  {"termination",
                   {{"argument", t.argument},
                    {"longest_game", t.longest_game ? Json(*t.longest_game) : Json(nullptr)}}},
                  {"lasso", lasso},
                  {"listed", r.graph != nullptr}});
  if (r.graph != nullptr) out.update(listing_json(r));
  return out;
}

namespace {

Json states_json(const ExploreResults& r) {
  const explore::StateGraph& g = *r.graph;
  const Graph& board = *r.board;
  Json states = Json::array();
  for (std::size_t s = 0; s < g.nodes.size(); ++s) {
    const explore::StateNode& n = g.nodes[s];
    Json j{{"name", explore::state_name(s)},        {"depth", n.depth},
           {"to_move", player_letter(n.to_move)},   {"after_pass", explore::after_pass(g, s)},
           {"configuration", board_rows(n, board)}, {"component", r.component[s]}};
    if (n.ending) j["ending"] = outcome_name(*n.ending);
    states.push_back(std::move(j));
  }
  return states;
}

Json edges_json(const ExploreResults& r) {
  const Graph& board = *r.board;
  Json edges = Json::array();
  for (const auto& e : r.graph->edges) {
    Json j{{"from", explore::state_name(e.from)},
           {"to", e.to ? Json(explore::state_name(*e.to)) : Json(nullptr)},
           {"move", move_text(board, e.move)},
           {"outcome", outcome_name(e.outcome)}};
    if (e.outcome != Outcome::Legal) {
      j["rule"] = rule_code(e.rule);
      j["reason"] = e.reason;
    }
    edges.push_back(std::move(j));
  }
  return edges;
}

Json names_json(const std::vector<std::size_t>& states) {
  Json a = Json::array();
  for (std::size_t s : states) a.push_back(explore::state_name(s));
  return a;
}

Json edge_moves_json(const ExploreResults& r, const std::vector<std::size_t>& edges) {
  Json a = Json::array();
  for (std::size_t e : edges) a.push_back(move_text(*r.board, r.graph->edges[e].move));
  return a;
}

Json cycles_json(const ExploreResults& r) {
  Json cycles = Json::array();
  for (std::size_t i = 0; i < r.cycles.size(); ++i) {
    Json verdicts = Json::object();
    for (std::size_t j = 0; j < r.judges.size(); ++j)
      verdicts[r.judges[j]] = stop_json(*r.board, r.cycle_verdicts[i].stops[j]);
    cycles.push_back({{"plies", r.cycles[i].edges.size()},
                      {"states", names_json(r.cycles[i].states)},
                      {"moves", edge_moves_json(r, r.cycles[i].edges)},
                      {"verdicts", verdicts}});
  }
  return cycles;
}

Json drawn_json(const ExploreResults& r) {
  if (!r.drawn) return nullptr;
  const explore::Lasso& l = r.drawn->lasso;
  Json verdicts = Json::object();
  for (std::size_t j = 0; j < r.judges.size(); ++j)
    verdicts[r.judges[j]] = stop_json(*r.board, r.drawn_verdicts.stops[j]);
  std::vector<std::size_t> lead_states;
  for (std::size_t e : l.lead) lead_states.push_back(r.graph->edges[e].from);
  return {{"why", r.drawn->why},
          {"listed", r.drawn->listed ? Json(*r.drawn->listed) : Json(nullptr)},
          {"first_ply", r.drawn_walk.prefix + 1},
          {"lead_states", names_json(lead_states)},
          {"lead_moves", edge_moves_json(r, l.lead)},
          {"cycle_states", names_json(l.cycle.states)},
          {"cycle_moves", edge_moves_json(r, l.cycle.edges)},
          {"verdicts", verdicts}};
}

}  // namespace

Json listing_json(const ExploreResults& r) {
  const explore::StateGraph& g = *r.graph;
  std::vector<std::size_t> size(g.nodes.size(), 0);
  for (std::size_t c : r.component) ++size[c];
  Json out;
  out["components"] = {
      {"nontrivial", std::count_if(size.begin(), size.end(), [](std::size_t s) { return s > 1; })},
      {"largest", size.empty() ? 0 : *std::max_element(size.begin(), size.end())}};
  out["judged_by"] = r.judges;
  out["cycles_total"] = r.total_cycles > r.max_cycles
                            ? Json("more than " + std::to_string(r.max_cycles))
                            : Json(r.total_cycles);
  out["cycles"] = cycles_json(r);
  out["drawn"] = drawn_json(r);
  out["states"] = states_json(r);
  out["edges"] = edges_json(r);
  return out;
}

}  // namespace kospec::cli
