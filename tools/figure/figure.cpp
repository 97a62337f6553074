#include "tools/figure/figure.h"

#include <filesystem>

#include <map>

#include "spec/base_play.h"
#include "spec/error.h"
#include "spec/ko_basic.h"

namespace kospec::figure {

namespace {

// A game record grown ply by ply under the base rules, naming the ply it cannot play.
void play_ply(GameRecord& record, const Move& move, SelfCapture self_capture) {
  const std::size_t ply = record.ply_count() + 1;
  const std::string what =
      "ply " + std::to_string(ply) + " (" + move_text(record.graph(), move) + ")";
  if (move.player != record.to_move())
    throw InputError(what + " is not by the player to move (TURN)");
  PlayResult result = apply_base_rules(record.graph(), record.current(), move, self_capture);
  if (!result.verdict.legal()) {
    throw InputError(what + " is illegal under the base rules: " +
                     std::string(rule_code(result.verdict.deciding)) + ": " +
                     result.verdict.decisive_finding().statement);
  }
  record.append(move, std::move(result));
}

using Situation = std::pair<std::vector<std::uint64_t>, Player>;

Situation situation_after(const GameRecord& record, std::size_t ply) {
  return {record.configuration_after(ply).words(), record.to_move_after(ply)};
}

std::string joined(const std::vector<std::size_t>& plies) {
  std::string out;
  for (std::size_t k : plies) out += (out.empty() ? "" : ", ") + std::to_string(k);
  return out;
}

std::string stone_list(const Graph& graph, const PointSet& points) {
  std::string out;
  for (Point p : points) out += (out.empty() ? "" : ", ") + graph.name(p);
  return out;
}

}  // namespace

std::optional<std::size_t> first_repetition(const GameSetup& setup, const std::vector<Move>& moves,
                                            std::size_t from, SelfCapture self_capture) {
  GameRecord record(setup);
  std::map<Situation, std::size_t> seen;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i + 1 >= from) seen.emplace(situation_after(record, i), i);
    play_ply(record, moves[i], self_capture);
    if (i + 1 >= from && seen.contains(situation_after(record, i + 1))) return i + 1;
  }
  return std::nullopt;
}

namespace {

// The figure's last ply: --to, else the first repetition from --from on, else the main line's end.
std::size_t figure_end(const GameSetup& setup, const std::vector<Move>& moves,
                       const FigureRange& range, SelfCapture self_capture) {
  const std::size_t n = moves.size();
  if (range.from < 1 || range.from > n + 1)
    throw InputError("--from " + std::to_string(range.from) +
                     " is outside the main line (plies 1 to " + std::to_string(n) + ", or " +
                     std::to_string(n + 1) + " for the final position)");
  std::size_t to = n;
  if (range.to) {
    to = *range.to;
  } else if (auto r = first_repetition(setup, moves, range.from, self_capture)) {
    to = *r;
  }
  if (to > n)
    throw InputError("--to " + std::to_string(to) + " is beyond the main line (" +
                     std::to_string(n) + " plies)");
  if (to + 1 < range.from)
    throw InputError("--to " + std::to_string(to) + " is before --from " +
                     std::to_string(range.from));
  return to;
}

// Plies from..to on the figure: numbered stones, letters on the starting position's captured
// points, notes for plies played where another stood, triangles for captured starting stones.
void mark_plies(Figure& f, GameRecord& record, const std::vector<Move>& moves, std::size_t to,
                SelfCapture self_capture) {
  const Configuration start = record.current();
  std::map<std::string, std::size_t> group_of;  // note target -> index in groups
  std::vector<std::pair<std::string, std::vector<std::size_t>>> groups;
  auto note = [&](const std::string& target, std::size_t ply) {
    auto [it, fresh] = group_of.try_emplace(target, groups.size());
    if (fresh) groups.push_back({target, {}});
    groups[it->second].second.push_back(ply);
  };
  for (std::size_t ply = f.from; ply <= to; ++ply) {
    const Move& m = moves[ply - 1];
    f.moves.push_back(m);
    if (m.is_pass()) {
      note("", ply);
    } else {
      PointMark& mark = f.marks[m.point->index()];
      if (mark.stone == Color::Empty) {
        mark = {stone_of(m.player), std::to_string(ply), Marker::None};
      } else {
        if (mark.label.empty()) {  // a stone of the starting position, captured since: a letter
          mark.label = std::string(1, static_cast<char>('a' + f.letters.size() % 26));
          if (f.letters.size() >= 26) mark.label += std::to_string(f.letters.size() / 26);
          mark.marker = Marker::None;
          f.letters.emplace_back(mark.label, *m.point);
        }
        note(mark.label, ply);
      }
    }
    play_ply(record, m, self_capture);
    for (Point p : record.plies().back().captured) {
      if (start.at(p) != Color::Empty && f.marks[p.index()].label.empty())
        f.captured_in_figure.insert(p);
    }
  }
  for (Point p : f.captured_in_figure) {
    if (f.marks[p.index()].label.empty()) f.marks[p.index()].marker = Marker::Triangle;
  }
  for (const auto& [target, plies] : groups)
    f.notes.push_back(joined(plies) + (target.empty() ? " pass" : " at " + target));
}

// The legend: what each number, letter and marker means.
void add_legend(Figure& f, const GameRecord& record, std::size_t to) {
  const Graph& graph = record.graph();
  if (to >= f.from) {
    const bool black = f.first_player == Player::Black;
    f.legend.push_back(std::string(black ? "Black" : "White") + " plays " + std::to_string(f.from) +
                       ", " + (black ? "White " : "Black ") + std::to_string(f.from + 1) +
                       ", and so on");
  }
  PointSet triangles;
  for (Point p : f.captured_in_figure)
    if (f.marks[p.index()].marker == Marker::Triangle) triangles.insert(p);
  if (!triangles.empty())
    f.legend.push_back("triangle: stones of the starting position captured in the figure (" +
                       stone_list(graph, triangles) + ")");
  // A marker a numbered stone covers is still named, without its shape.
  if (f.ko_point) {
    const bool shown = f.marks[f.ko_point->index()].marker == Marker::Square;
    f.legend.push_back(std::string(shown ? "square: the" : "The") + " ko point before ply " +
                       std::to_string(f.from) + " (KO.point): " + graph.name(*f.ko_point));
  }
  if (!f.just_captured.empty()) {
    bool shown = false;
    for (Point p : f.just_captured) shown = shown || f.marks[p.index()].marker == Marker::Cross;
    f.legend.push_back(std::string(shown ? "cross: stones" : "Stones") + " captured by ply " +
                       std::to_string(f.from - 1) + " (" + stone_list(graph, f.just_captured) +
                       ")");
  }
  if (f.repeats)
    f.legend.push_back("Ply " + std::to_string(to) + " repeats the position after ply " +
                       std::to_string(*f.repeats) + " (same stones, " +
                       (record.to_move() == Player::Black ? "Black" : "White") + " to move)");
}

}  // namespace

Figure make_figure(const GameSetup& setup, const std::vector<Move>& moves, const FigureRange& range,
                   SelfCapture self_capture) {
  const std::size_t to = figure_end(setup, moves, range, self_capture);
  GameRecord record(setup);
  for (std::size_t i = 0; i + 1 < range.from; ++i) play_ply(record, moves[i], self_capture);
  const Graph& graph = record.graph();
  Figure f{graph, range.from, to, record.to_move(), {}, stones_of(record.current()), {}, {}, {}, {},
           {},    {},         {}};
  f.ko_point = ko_point(record);
  if (record.ply_count() > 0) f.just_captured = record.plies().back().captured;
  for (Point p : f.just_captured) f.marks[p.index()].marker = Marker::Cross;
  if (f.ko_point) f.marks[f.ko_point->index()].marker = Marker::Square;
  mark_plies(f, record, moves, to, self_capture);
  for (std::size_t j = range.from - 1; j < to; ++j) {
    if (situation_after(record, j) == situation_after(record, to)) {
      f.repeats = j;
      break;
    }
  }
  add_legend(f, record, to);
  return f;
}

std::string game_title(const sgf::SgfGame& game, const std::string& file) {
  for (const sgf::Property& p : game.info) {
    if (p.id == "GN" && !p.values.empty() && !p.values[0].empty()) return p.values[0];
  }
  return std::filesystem::path(file).stem().string();
}

}  // namespace kospec::figure
