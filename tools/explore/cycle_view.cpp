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
  // Twenty inks, distinct on white; a graph judging more rulesets repeats them.
  static constexpr const char* kColours[] = {"#6b6b6b", "#e08a00", "#c23b00", "#0060a8", "#3a8fc7",
                                             "#00875f", "#b0508f", "#8c564b", "#6a3d9a", "#9a8400",
                                             "#d6246e", "#2ca02c", "#1b9e9e", "#7f3fbf", "#b35900",
                                             "#4d6b00", "#0033cc", "#993333", "#5c7a99", "#cc00cc"};
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

namespace {

// A cycle's drawing, built part by part: the ring, the lead, the side moves and the legend.
class CycleDrawer {
 public:
  CycleDrawer(const StateGraph& graph, const Graph& board, const Lasso& lasso,
              const CycleWalk& plan, const WalkJudgement& judged)
      : graph_(graph),
        board_(board),
        lasso_(lasso),
        plan_(plan),
        judged_(judged),
        n_(lasso.cycle.states.size()),
        cycle_start_(plan.prefix + lasso.lead.size()) {}

  // The whole drawing, with `title` on top and one legend row per ruleset.
  Drawing draw(const std::vector<std::string>& rulesets, const std::string& title) {
    Drawing d{"", "neato", {}};
    std::vector<std::size_t> shown = lasso_.cycle.states;
    for (std::size_t e : lasso_.lead) shown.push_back(graph_.edges[e].from);
    d.pictures = state_pictures(graph_, board_, shown, kCell, node_.w, node_.h);
    header(title);
    ring();
    lead();
    for (std::size_t i = 0; i < n_; ++i) side_moves(i);
    legend(rulesets);
    d.dot = dot_.str();
    return d;
  }

 private:
  // Tags of the rulesets that stop the walk at one of the given steps.
  std::vector<std::string> stops_at(const std::vector<std::size_t>& steps) const {
    std::vector<std::string> tags;
    for (std::size_t r = 0; r < judged_.stops.size(); ++r) {
      const WalkStop& s = judged_.stops[r];
      if (s.step && std::find(steps.begin(), steps.end(), *s.step) != steps.end())
        tags.push_back(tag(r, s.verdict, s.ply));
    }
    return tags;
  }

  void header(const std::string& title) {
    dot_ << "digraph kospec {\n  graph [label=\"" << xml_escape(title)
         << "\", labelloc=t, fontname=\"DejaVu Sans\", fontsize=14, inputscale=72, splines=line, "
            "outputorder=edgesfirst, pad=0.3];\n"
         << "  node [fontname=\"DejaVu Sans\", fontsize=" << kFont << "];\n"
         << "  edge [fontname=\"DejaVu Sans\", fontsize=" << kFont << "];\n";
  }

  void state_node(std::size_t s, double x, double y, bool on_cycle) {
    dot_ << "  " << state_name(s) << " [id=\"" << state_name(s)
         << "\", shape=box, fixedsize=true, width=" << num(node_.w / 72)
         << ", height=" << num(node_.h / 72) << ", label=\"\", " << pos(x, y) << ", color=\""
         << (on_cycle ? kCycleInk : "#555555") << "\", penwidth=" << (on_cycle ? 2 : 1)
         << (s == 0 ? ", peripheries=2" : "") << "];\n";
  }

  // Grows the drawing's extent by box `b` centred at (x, y).
  void extend(double x, double y, Box b) {
    min_x_ = std::min(min_x_, x - b.w / 2);
    max_x_ = std::max(max_x_, x + b.w / 2);
    max_y_ = std::max(max_y_, y + b.h / 2);
  }

  // The ring's move labels: the move, its two plies, and the rulesets stopping there.
  std::vector<std::vector<std::string>> ring_labels(std::size_t& label_chars) const {
    std::vector<std::vector<std::string>> labels(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const StateEdge& e = graph_.edges[lasso_.cycle.edges[i]];
      const std::size_t k1 = cycle_start_ + i, k2 = cycle_start_ + n_ + i;
      std::vector<std::string> rows{"<B>" + xml_escape(move_words(board_, e.move)) + "</B>",
                                    "<FONT POINT-SIZE=\"9\" COLOR=\"#555555\">plies " +
                                        std::to_string(k1 + 1) + ", " + std::to_string(k2 + 1) +
                                        "</FONT>"};
      const auto tags = stops_at({k1, k2});
      for (const auto& r : tag_rows(tags, 2)) rows.push_back(r);
      label_chars = std::max(label_chars, tags.empty() ? 12 : std::size_t{18});
      labels[i] = rows;
    }
    return labels;
  }

  // The ring: states at the nodes' angles, move labels halfway between.
  void ring() {
    std::size_t label_chars = 8;
    const auto labels = ring_labels(label_chars);
    std::size_t label_rows = 2;
    for (const auto& l : labels) label_rows = std::max(label_rows, l.size());
    label_ = label_box(label_rows, label_chars);
    step_ = kPi / static_cast<double>(n_);  // between a node and the next label
    const double reach = std::max(node_.w, node_.h) / 2 + std::max(label_.w, label_.h) / 2 + 24;
    radius_ = std::max(node_.w + 40, reach / (2 * std::sin(step_ / 2)));
    at_.resize(n_);
    for (std::size_t i = 0; i < n_; ++i) {
      const double a = kPi + 2 * step_ * static_cast<double>(i);
      at_[i] = {radius_ * std::cos(a), radius_ * std::sin(a)};
      state_node(lasso_.cycle.states[i], at_[i].first, at_[i].second, true);
      extend(at_[i].first, at_[i].second, node_);
    }
    for (std::size_t i = 0; i < n_; ++i) {
      const double a = kPi + step_ * (2 * static_cast<double>(i) + 1);
      const std::string id = "L" + std::to_string(i);
      dot_ << "  " << id << " [shape=plaintext, label=" << table(labels[i]) << ", "
           << pos(radius_ * std::cos(a), radius_ * std::sin(a)) << "];\n";
      extend(radius_ * std::cos(a), radius_ * std::sin(a), label_);
      dot_ << "  " << state_name(lasso_.cycle.states[i]) << " -> " << id
           << " [arrowhead=none, color=\"" << kCycleInk << "\", penwidth=2];\n"
           << "  " << id << " -> " << state_name(lasso_.cycle.states[(i + 1) % n_]) << " [color=\""
           << kCycleInk << "\", penwidth=2];\n";
    }
  }

  // The lead from the start: leftwards from the cycle's first state.
  void lead() {
    double x = at_[0].first;
    for (std::size_t j = lasso_.lead.size(); j-- > 0;) {
      const StateEdge& e = graph_.edges[lasso_.lead[j]];
      const double label_x = x - node_.w / 2 - label_.w / 2 - 16;
      x = label_x - label_.w / 2 - node_.w / 2 - 16;
      state_node(e.from, x, 0, false);
      std::vector<std::string> rows{"<B>" + xml_escape(move_words(board_, e.move)) + "</B>",
                                    "<FONT POINT-SIZE=\"9\" COLOR=\"#555555\">ply " +
                                        std::to_string(plan_.prefix + j + 1) + "</FONT>"};
      for (const auto& r : tag_rows(stops_at({plan_.prefix + j}), 2)) rows.push_back(r);
      const std::string id = "P" + std::to_string(j);
      const std::string to = state_name(*e.to);
      dot_ << "  " << id << " [shape=plaintext, label=" << table(rows) << ", " << pos(label_x, 0)
           << "];\n"
           << "  " << state_name(e.from) << " -> " << id
           << " [arrowhead=none, color=\"#555555\", penwidth=1.5];\n"
           << "  " << id << " -> " << to << " [color=\"#555555\", penwidth=1.5];\n";
      extend(x, 0, node_);
    }
  }

  // The rows of state i's other moves: each move, where it leads, and the rulesets refusing it.
  std::vector<std::string> side_rows(std::size_t i, std::size_t& chars) const {
    std::vector<std::string> rows{"<FONT COLOR=\"#555555\">other moves from " +
                                  state_name(lasso_.cycle.states[i]) + "</FONT>"};
    for (std::size_t e : plan_.side_edges[i]) {
      const StateEdge& edge = graph_.edges[e];
      std::string row =
          xml_escape(move_words(board_, edge.move)) + " \u2192 " +
          (edge.to ? state_name(*edge.to) : "refused (" + std::string(rule_code(edge.rule)) + ")");
      std::vector<std::string> tags;
      for (const SideVerdict& v : judged_.sides) {
        if (v.step == cycle_start_ + i && v.move == edge.move &&
            v.verdict.outcome != Outcome::Legal)
          tags.push_back(tag(v.ruleset, v.verdict, std::nullopt));
      }
      rows.push_back(row);
      for (const auto& r : tag_rows(tags, 4)) rows.push_back("&#160;&#160;" + r);
      chars = std::max(
          chars, tags.empty() ? std::size_t{16} : std::min<std::size_t>(4, tags.size()) * 7 + 2);
    }
    return rows;
  }

  // The other moves at state i of the cycle, in a box outside the ring (inside it for the
  // first state when the lead comes in from the left).
  void side_moves(std::size_t i) {
    if (plan_.side_edges[i].empty()) return;
    std::size_t chars = 22;
    const std::vector<std::string> rows = side_rows(i, chars);
    const Box box = label_box(rows.size(), chars);
    const double a = kPi + 2 * step_ * static_cast<double>(i);
    double dx = std::cos(a), dy = std::sin(a);
    if (i == 0 && !lasso_.lead.empty()) {  // the lead comes in from the left: below, leftwards
      dx = -0.5;
      dy = 0.87;
    }
    const double dist = clearance(node_, box, dx, dy, 18);
    const double bx = at_[i].first + dx * dist, by = at_[i].second + dy * dist;
    const std::string id = "X" + std::to_string(i);
    dot_ << "  " << id << " [shape=box, style=\"rounded\", color=\"#bbbbbb\", margin=0.05, label="
         << table(rows, "LEFT") << ", " << pos(bx, by) << "];\n"
         << "  " << state_name(lasso_.cycle.states[i]) << " -> " << id
         << " [arrowhead=none, style=dotted, color=\"#888888\"];\n";
    extend(bx, by, box);
  }

  // The legend: each ruleset's colour and its verdict on the walk.
  void legend(const std::vector<std::string>& rulesets) {
    std::string legend =
        "<<TABLE BORDER=\"1\" COLOR=\"#bbbbbb\" CELLBORDER=\"0\" CELLSPACING=\"2\" "
        "CELLPADDING=\"2\" BGCOLOR=\"white\"><TR><TD COLSPAN=\"3\" ALIGN=\"LEFT\"><B>Each ruleset "
        "on this walk</B>&#160;(plies from the setup, ply 0; the cycle is played twice): \u2717 "
        "the ruleset forbids the move, \u25a0 the move ends the game</TD></TR>";
    const auto width =
        static_cast<std::size_t>(std::clamp((max_x_ - min_x_) / kCharWidth - 30, 60.0, 110.0));
    std::size_t legend_lines = 1;
    for (std::size_t r = 0; r < rulesets.size(); ++r) {
      const std::string text = stop_text(board_, plan_, lasso_, judged_.stops[r]);
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
    dot_ << "  legend [shape=plaintext, label=" << legend << ", "
         << pos((min_x_ + max_x_) / 2, max_y_ + 24 + legend_h / 2) << "];\n}\n";
  }

  static constexpr double kPi = std::numbers::pi;
  const StateGraph& graph_;
  const Graph& board_;
  const Lasso& lasso_;
  const CycleWalk& plan_;
  const WalkJudgement& judged_;
  const std::size_t n_;            // states on the cycle
  const std::size_t cycle_start_;  // the walk's step at which the cycle begins
  std::ostringstream dot_;
  Box node_{0, 0};
  Box label_{0, 0};
  double step_ = 0, radius_ = 0;
  std::vector<std::pair<double, double>> at_;  // the cycle's states on the ring
  double min_x_ = 1e18, max_x_ = -1e18, max_y_ = -1e18;
};

}  // namespace

Drawing draw_cycle(const StateGraph& graph, const Graph& board, const Lasso& lasso,
                   const CycleWalk& plan, const WalkJudgement& judged,
                   const std::vector<std::string>& rulesets, const std::string& title) {
  return CycleDrawer(graph, board, lasso, plan, judged).draw(rulesets, title);
}

}  // namespace kospec::explore
