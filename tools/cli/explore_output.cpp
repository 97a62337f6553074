#include "tools/cli/explore_output.h"

#include <algorithm>

#include "tools/cli/text_output.h"
#include "tools/explore/state_picture.h"

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

}  // namespace

void print_explore_text(const ExploreResults& r, std::ostream& out) {
  const explore::StateGraph& g = *r.graph;
  const Graph& board = *r.board;
  std::size_t legal_edges = 0;
  for (const auto& e : g.edges) legal_edges += e.to ? 1 : 0;
  std::vector<std::size_t> size(g.nodes.size(), 0);
  for (std::size_t c : r.component) ++size[c];
  const auto nontrivial =
      std::count_if(size.begin(), size.end(), [](std::size_t s) { return s > 1; });
  const std::size_t largest = size.empty() ? 0 : *std::max_element(size.begin(), size.end());
  out << r.title << "\n"
      << g.nodes.size() << " states, " << g.edges.size() << " moves (" << legal_edges << " legal, "
      << g.edges.size() - legal_edges << " forbidden by the ruleset)"
      << (g.complete ? ", complete" : ", stopped by " + g.stopped_by) << "\n"
      << nontrivial << " strongly connected components with a cycle (largest " << largest
      << " states)\n"
      << (r.total_cycles > r.max_cycles ? "more than " + std::to_string(r.max_cycles)
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
  const explore::StateGraph& g = *r.graph;
  const Graph& board = *r.board;
  Json states = Json::array();
  for (std::size_t s = 0; s < g.nodes.size(); ++s) {
    const explore::StateNode& n = g.nodes[s];
    Json j{{"name", explore::state_name(s)},      {"depth", n.depth},
           {"to_move", player_letter(n.to_move)}, {"after_pass", explore::after_pass(g, s)},
           {"board", board_rows(n, board)},       {"component", r.component[s]}};
    if (n.ending) j["ending"] = outcome_name(*n.ending);
    states.push_back(std::move(j));
  }
  Json edges = Json::array();
  std::size_t legal_edges = 0;
  for (const auto& e : g.edges) {
    Json j{{"from", explore::state_name(e.from)},
           {"to", e.to ? Json(explore::state_name(*e.to)) : Json(nullptr)},
           {"move", move_text(board, e.move)},
           {"outcome", outcome_name(e.outcome)}};
    if (e.outcome != Outcome::Legal) {
      j["rule"] = rule_code(e.rule);
      j["reason"] = e.reason;
    }
    legal_edges += e.to ? 1 : 0;
    edges.push_back(std::move(j));
  }
  auto names = [](const std::vector<std::size_t>& ss) {
    Json a = Json::array();
    for (std::size_t s : ss) a.push_back(explore::state_name(s));
    return a;
  };
  auto moves = [&](const std::vector<std::size_t>& es) {
    Json a = Json::array();
    for (std::size_t e : es) a.push_back(move_text(board, g.edges[e].move));
    return a;
  };
  Json cycles = Json::array();
  for (std::size_t i = 0; i < r.cycles.size(); ++i) {
    Json verdicts = Json::object();
    for (std::size_t j = 0; j < r.judges.size(); ++j)
      verdicts[r.judges[j]] = stop_json(board, r.cycle_verdicts[i].stops[j]);
    cycles.push_back({{"plies", r.cycles[i].edges.size()},
                      {"states", names(r.cycles[i].states)},
                      {"moves", moves(r.cycles[i].edges)},
                      {"verdicts", verdicts}});
  }
  Json drawn = nullptr;
  if (r.drawn) {
    const explore::Lasso& l = r.drawn->lasso;
    Json verdicts = Json::object();
    for (std::size_t j = 0; j < r.judges.size(); ++j)
      verdicts[r.judges[j]] = stop_json(board, r.drawn_verdicts.stops[j]);
    std::vector<std::size_t> lead_states;
    for (std::size_t e : l.lead) lead_states.push_back(g.edges[e].from);
    drawn = {{"why", r.drawn->why},
             {"listed", r.drawn->listed ? Json(*r.drawn->listed) : Json(nullptr)},
             {"first_ply", r.drawn_walk.prefix + 1},
             {"lead_states", names(lead_states)},
             {"lead_moves", moves(l.lead)},
             {"cycle_states", names(l.cycle.states)},
             {"cycle_moves", moves(l.cycle.edges)},
             {"verdicts", verdicts}};
  }
  std::vector<std::size_t> size(g.nodes.size(), 0);
  for (std::size_t c : r.component) ++size[c];
  return Json{{"file", file},
              {"ruleset", ruleset},
              {"region", points_json(board, region)},
              {"state_count", g.nodes.size()},
              {"edge_count", g.edges.size()},
              {"legal_edges", legal_edges},
              {"complete", g.complete},
              {"stopped_by", g.stopped_by},
              {"components",
               {{"nontrivial",
                 std::count_if(size.begin(), size.end(), [](std::size_t s) { return s > 1; })},
                {"largest", size.empty() ? 0 : *std::max_element(size.begin(), size.end())}}},
              {"judged_by", r.judges},
              {"cycles_total", r.total_cycles > r.max_cycles
                                   ? Json("more than " + std::to_string(r.max_cycles))
                                   : Json(r.total_cycles)},
              {"cycles", cycles},
              {"drawn", drawn},
              {"states", states},
              {"edges", edges}};
}

}  // namespace kospec::cli
