#include "tools/explore/cycle_view.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

#include "tools/explore/state_picture.h"
#include "tools/figure/figure_svg.h"

namespace kospec::explore {

namespace {

using figure::num;
using figure::xml_escape;

constexpr double kCell = 18;        // board picture line spacing, in points
constexpr double kFont = 10;        // label font size
constexpr double kCharWidth = 6.0;  // average width of a label character at kFont
constexpr const char* kCycleInk = "#1f3f8f";

std::string move_words(const Graph& board, const Move& m) {
  return std::string(player_letter(m.player)) + " " + (m.is_pass() ? "pass" : board.name(*m.point));
}

// A ruleset's tag on a move: a cross for a forbidden move, a square for one that ends the game,
// then the ply (when given) and the deciding rule, in the ruleset's colour.
std::string tag(std::size_t ruleset, const Verdict& v, std::optional<std::size_t> ply) {
  const std::string mark = v.outcome == Outcome::Illegal ? "\u2717" : "\u25a0";
  return "<FONT COLOR=\"" + ruleset_colour(ruleset) + "\">" + mark +
         (ply ? std::to_string(*ply) + " " : "") + std::string(rule_code(v.deciding)) + "</FONT>";
}

// Tags in rows of `per_row`.
std::vector<std::string> tag_rows(const std::vector<std::string>& tags, std::size_t per_row) {
  std::vector<std::string> rows;
  for (std::size_t i = 0; i < tags.size(); i += per_row) {
    std::string row;
    for (std::size_t j = i; j < std::min(tags.size(), i + per_row); ++j)
      row += (j > i ? "  " : "") + tags[j];
    rows.push_back(row);
  }
  return rows;
}

// An HTML-like label: a borderless white table of left-aligned rows.
std::string table(const std::vector<std::string>& rows, const char* align = "CENTER") {
  std::string out =
      "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\" BGCOLOR=\"white\">";
  for (const std::string& r : rows)
    out += std::string("<TR><TD ALIGN=\"") + align + "\">" + r + "</TD></TR>";
  return out + "</TABLE>>";
}

struct Box {
  double w, h;
};

// Rough size of a label with `rows` rows of at most `chars` characters.
Box label_box(std::size_t rows, std::size_t chars) {
  return {static_cast<double>(chars) * kCharWidth + 8, static_cast<double>(rows) * (kFont + 4) + 6};
}

// The distance from a box's centre, in direction (dx, dy), at which a second box clears it.
double clearance(Box a, Box b, double dx, double dy, double gap) {
  const double ax = std::abs(dx) < 1e-9 ? 1e18 : ((a.w + b.w) / 2 + gap) / std::abs(dx);
  const double ay = std::abs(dy) < 1e-9 ? 1e18 : ((a.h + b.h) / 2 + gap) / std::abs(dy);
  return std::min(ax, ay);
}

std::string pos(double x, double y) { return "pos=\"" + num(x) + "," + num(-y) + "!\""; }

}  // namespace

std::string ruleset_colour(std::size_t i) {
  static constexpr const char* kColours[] = {"#6b6b6b", "#e08a00", "#c23b00", "#0060a8", "#3a8fc7",
                                             "#00875f", "#b0508f", "#8c564b", "#6a3d9a", "#9a8400"};
  return kColours[i % std::size(kColours)];
}

CycleWalk plan_walk(const StateGraph& graph, const Lasso& lasso, const std::vector<Move>& prefix) {
  CycleWalk plan;
  plan.walk = prefix;
  plan.prefix = prefix.size();
  for (std::size_t e : lasso.lead) plan.walk.push_back(graph.edges[e].move);
  const std::size_t first_run = plan.walk.size();
  for (int run = 0; run < 2; ++run) {
    for (std::size_t e : lasso.cycle.edges) plan.walk.push_back(graph.edges[e].move);
  }
  plan.sides.resize(first_run + lasso.cycle.edges.size());
  for (std::size_t i = 0; i < lasso.cycle.states.size(); ++i) {
    std::vector<std::size_t> others;
    for (std::size_t e = 0; e < graph.edges.size(); ++e) {
      if (graph.edges[e].from == lasso.cycle.states[i] && e != lasso.cycle.edges[i]) {
        others.push_back(e);
        plan.sides[first_run + i].push_back(graph.edges[e].move);
      }
    }
    plan.side_edges.push_back(std::move(others));
  }
  return plan;
}

std::string stop_text(const Graph& board, const CycleWalk& plan, const Lasso& lasso,
                      const WalkStop& stop) {
  if (!stop.step) return "plays the cycle twice, every ply legal";
  const std::size_t k = *stop.step;
  const std::string what = stop.verdict.outcome == Outcome::Illegal ? "illegal"
                           : stop.verdict.outcome == Outcome::NoResult
                               ? "ends the game with no result"
                               : "ends play";
  std::string where;
  const std::size_t cycle_start = plan.prefix + lasso.lead.size();
  if (k < plan.prefix)
    where = ", before the explored start";
  else if (k < cycle_start)
    where = ", on the way to the cycle";
  else
    where = k < cycle_start + lasso.cycle.edges.size() ? ", first run" : ", second run";
  return "ply " + std::to_string(stop.ply) + " (" + move_words(board, plan.walk[k]) + where + ") " +
         what + " by " + std::string(rule_code(stop.verdict.deciding)) + ": " +
         stop.verdict.decisive_finding().statement;
}

Drawing draw_cycle(const StateGraph& graph, const Graph& board, const Lasso& lasso,
                   const CycleWalk& plan, const WalkJudgement& judged,
                   const std::vector<std::string>& rulesets, const std::string& title) {
  Drawing d{"", "neato", {}};
  const Cycle& cycle = lasso.cycle;
  const std::size_t n = cycle.states.size();
  std::vector<std::size_t> shown = cycle.states;
  for (std::size_t e : lasso.lead) shown.push_back(graph.edges[e].from);
  Box node{0, 0};
  d.pictures = state_pictures(graph, board, shown, kCell, node.w, node.h);
  const std::size_t cycle_start = plan.prefix + lasso.lead.size();
  // Tags of the rulesets that stop the walk at one of the given steps.
  auto stops_at = [&](const std::vector<std::size_t>& steps) {
    std::vector<std::string> tags;
    for (std::size_t r = 0; r < judged.stops.size(); ++r) {
      const WalkStop& s = judged.stops[r];
      if (s.step && std::find(steps.begin(), steps.end(), *s.step) != steps.end())
        tags.push_back(tag(r, s.verdict, s.ply));
    }
    return tags;
  };
  std::ostringstream dot;
  dot << "digraph kospec {\n  graph [label=\"" << xml_escape(title)
      << "\", labelloc=t, fontname=\"DejaVu Sans\", fontsize=14, inputscale=72, splines=line, "
         "outputorder=edgesfirst, pad=0.3];\n"
      << "  node [fontname=\"DejaVu Sans\", fontsize=" << kFont << "];\n"
      << "  edge [fontname=\"DejaVu Sans\", fontsize=" << kFont << "];\n";
  auto state_node = [&](std::size_t s, double x, double y, bool on_cycle) {
    dot << "  " << state_name(s) << " [id=\"" << state_name(s)
        << "\", shape=box, fixedsize=true, width=" << num(node.w / 72)
        << ", height=" << num(node.h / 72) << ", label=\"\", " << pos(x, y) << ", color=\""
        << (on_cycle ? kCycleInk : "#555555") << "\", penwidth=" << (on_cycle ? 2 : 1)
        << (s == 0 ? ", peripheries=2" : "") << "];\n";
  };
  // The ring: states at the nodes' angles, move labels halfway between.
  std::vector<std::vector<std::string>> labels(n);
  std::size_t label_chars = 8;
  for (std::size_t i = 0; i < n; ++i) {
    const StateEdge& e = graph.edges[cycle.edges[i]];
    const std::size_t k1 = cycle_start + i, k2 = cycle_start + n + i;
    std::vector<std::string> rows{"<B>" + xml_escape(move_words(board, e.move)) + "</B>",
                                  "<FONT POINT-SIZE=\"9\" COLOR=\"#555555\">plies " +
                                      std::to_string(k1 + 1) + ", " + std::to_string(k2 + 1) +
                                      "</FONT>"};
    const auto tags = stops_at({k1, k2});
    for (const auto& r : tag_rows(tags, 2)) rows.push_back(r);
    label_chars = std::max(label_chars, tags.empty() ? 12 : std::size_t{18});
    labels[i] = rows;
  }
  std::size_t label_rows = 2;
  for (const auto& l : labels) label_rows = std::max(label_rows, l.size());
  const Box label = label_box(label_rows, label_chars);
  const double pi = std::numbers::pi;
  const double step = pi / static_cast<double>(n);  // between a node and the next label
  const double reach = std::max(node.w, node.h) / 2 + std::max(label.w, label.h) / 2 + 24;
  const double radius = std::max(node.w + 40, reach / (2 * std::sin(step / 2)));
  double min_x = 1e18, max_x = -1e18, max_y = -1e18;
  auto extend = [&](double x, double y, Box b) {
    min_x = std::min(min_x, x - b.w / 2);
    max_x = std::max(max_x, x + b.w / 2);
    max_y = std::max(max_y, y + b.h / 2);
  };
  std::vector<std::pair<double, double>> at(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double a = pi + 2 * step * static_cast<double>(i);
    at[i] = {radius * std::cos(a), radius * std::sin(a)};
    state_node(cycle.states[i], at[i].first, at[i].second, true);
    extend(at[i].first, at[i].second, node);
  }
  for (std::size_t i = 0; i < n; ++i) {
    const double a = pi + step * (2 * static_cast<double>(i) + 1);
    const std::string id = "L" + std::to_string(i);
    dot << "  " << id << " [shape=plaintext, label=" << table(labels[i]) << ", "
        << pos(radius * std::cos(a), radius * std::sin(a)) << "];\n";
    extend(radius * std::cos(a), radius * std::sin(a), label);
    dot << "  " << state_name(cycle.states[i]) << " -> " << id << " [arrowhead=none, color=\""
        << kCycleInk << "\", penwidth=2];\n"
        << "  " << id << " -> " << state_name(cycle.states[(i + 1) % n]) << " [color=\""
        << kCycleInk << "\", penwidth=2];\n";
  }
  // The lead from the start: leftwards from the cycle's first state.
  double x = at[0].first;
  for (std::size_t j = lasso.lead.size(); j-- > 0;) {
    const StateEdge& e = graph.edges[lasso.lead[j]];
    const double label_x = x - node.w / 2 - label.w / 2 - 16;
    x = label_x - label.w / 2 - node.w / 2 - 16;
    state_node(e.from, x, 0, false);
    std::vector<std::string> rows{"<B>" + xml_escape(move_words(board, e.move)) + "</B>",
                                  "<FONT POINT-SIZE=\"9\" COLOR=\"#555555\">ply " +
                                      std::to_string(plan.prefix + j + 1) + "</FONT>"};
    for (const auto& r : tag_rows(stops_at({plan.prefix + j}), 2)) rows.push_back(r);
    const std::string id = "P" + std::to_string(j);
    const std::string to = state_name(*e.to);
    dot << "  " << id << " [shape=plaintext, label=" << table(rows) << ", " << pos(label_x, 0)
        << "];\n"
        << "  " << state_name(e.from) << " -> " << id
        << " [arrowhead=none, color=\"#555555\", penwidth=1.5];\n"
        << "  " << id << " -> " << to << " [color=\"#555555\", penwidth=1.5];\n";
    extend(x, 0, node);
  }
  // The other moves at each state of the cycle, in a box outside the ring (inside it for the
  // first state when the lead comes in from the left).
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.side_edges[i].empty()) continue;
    std::vector<std::string> rows{"<FONT COLOR=\"#555555\">other moves from " +
                                  state_name(cycle.states[i]) + "</FONT>"};
    std::size_t chars = 22;
    for (std::size_t e : plan.side_edges[i]) {
      const StateEdge& edge = graph.edges[e];
      std::string row =
          xml_escape(move_words(board, edge.move)) + " \u2192 " +
          (edge.to ? state_name(*edge.to) : "refused (" + std::string(rule_code(edge.rule)) + ")");
      std::vector<std::string> tags;
      for (const SideVerdict& v : judged.sides) {
        if (v.step == cycle_start + i && v.move == edge.move && v.verdict.outcome != Outcome::Legal)
          tags.push_back(tag(v.ruleset, v.verdict, std::nullopt));
      }
      rows.push_back(row);
      for (const auto& r : tag_rows(tags, 4)) rows.push_back("&#160;&#160;" + r);
      chars = std::max(
          chars, tags.empty() ? std::size_t{16} : std::min<std::size_t>(4, tags.size()) * 7 + 2);
    }
    const Box box = label_box(rows.size(), chars);
    double a = pi + 2 * step * static_cast<double>(i);
    double dx = std::cos(a), dy = std::sin(a);
    if (i == 0 && !lasso.lead.empty()) {  // the lead comes in from the left: below, leftwards
      dx = -0.5;
      dy = 0.87;
    }
    const double dist = clearance(node, box, dx, dy, 18);
    const double bx = at[i].first + dx * dist, by = at[i].second + dy * dist;
    const std::string id = "X" + std::to_string(i);
    dot << "  " << id << " [shape=box, style=\"rounded\", color=\"#bbbbbb\", margin=0.05, label="
        << table(rows, "LEFT") << ", " << pos(bx, by) << "];\n"
        << "  " << state_name(cycle.states[i]) << " -> " << id
        << " [arrowhead=none, style=dotted, color=\"#888888\"];\n";
    extend(bx, by, box);
  }
  // The legend: each ruleset's colour and its verdict on the walk.
  std::string legend =
      "<<TABLE BORDER=\"1\" COLOR=\"#bbbbbb\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"2\" "
      "BGCOLOR=\"white\"><TR><TD COLSPAN=\"3\" ALIGN=\"LEFT\"><B>Each ruleset on this walk</B>&#160;"
      "(plies from the setup, ply 0; the cycle is played twice): \u2717 the ruleset forbids the move, "
      "\u25a0 the move ends the game</TD></TR>";
  const auto width =
      static_cast<std::size_t>(std::clamp((max_x - min_x) / kCharWidth - 30, 60.0, 110.0));
  std::size_t legend_lines = 1;
  for (std::size_t r = 0; r < rulesets.size(); ++r) {
    const std::string text = stop_text(board, plan, lasso, judged.stops[r]);
    std::string cell;
    const auto lines = figure::wrap_words(text, width);
    legend_lines += lines.size();
    for (const std::string& l : lines) cell += xml_escape(l) + "<BR ALIGN=\"LEFT\"/>";
    legend += "<TR><TD BGCOLOR=\"" + ruleset_colour(r) +
              "\" WIDTH=\"14\"> </TD><TD ALIGN=\"LEFT\" VALIGN=\"TOP\"><FONT COLOR=\"" +
              ruleset_colour(r) + "\"><B>" + xml_escape(rulesets[r]) +
              "</B></FONT></TD><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\" WIDTH=\"" +
              num(static_cast<double>(width) * 6.3) + "\">" + cell + "</TD></TR>";
  }
  legend += "</TABLE>>";
  const double legend_h = static_cast<double>(legend_lines) * (kFont + 5) + 12;
  dot << "  legend [shape=plaintext, label=" << legend << ", "
      << pos((min_x + max_x) / 2, max_y + 24 + legend_h / 2) << "];\n}\n";
  d.dot = dot.str();
  return d;
}

}  // namespace kospec::explore
