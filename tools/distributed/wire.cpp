#include "tools/distributed/wire.h"

#include <cstring>

#include "spec/error.h"

namespace kospec::distributed {

void WordWriter::put(const std::string& text) {
  put(text.size());
  for (std::size_t at = 0; at < text.size(); at += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + at, std::min<std::size_t>(8, text.size() - at));
    put(word);
  }
}

std::uint64_t WordReader::next() {
  if (at_ >= words_.size()) throw InputError("a message between ranks ends early");
  return words_[at_++];
}

std::span<const std::uint64_t> WordReader::take(std::size_t n) {
  if (n > words_.size() - at_) throw InputError("a message between ranks ends early");
  const auto part = words_.subspan(at_, n);
  at_ += n;
  return part;
}

std::string WordReader::text() {
  const std::uint64_t n = next();
  const auto part = take((n + 7) / 8);
  std::string s(n, '\0');
  for (std::size_t i = 0; i < part.size(); ++i)
    std::memcpy(s.data() + 8 * i, &part[i], std::min<std::size_t>(8, n - 8 * i));
  return s;
}

namespace {

void put_arcs(WordWriter& out, const std::vector<Arc>& arcs) {
  out.put(arcs.size());
  for (const auto& [a, b] : arcs) out.put((std::uint64_t{a.index()} << 32) | b.index());
}

std::vector<Arc> take_arcs(WordReader& in) {
  std::vector<Arc> arcs;
  for (std::uint64_t n = in.next(), i = 0; i < n; ++i) {
    const std::uint64_t w = in.next();
    arcs.emplace_back(Point(static_cast<std::uint32_t>(w >> 32)),
                      Point(static_cast<std::uint32_t>(w)));
  }
  return arcs;
}

std::uint64_t player_word(Player p) { return p == Player::White ? 1 : 0; }
Player word_player(std::uint64_t w) { return w == 1 ? Player::White : Player::Black; }

}  // namespace

void put_game(WordWriter& out, const Game& game) {
  const GameRecord& record = game.record();
  const Graph& g = record.graph();
  out.put(static_cast<std::uint64_t>(g.columns()));
  out.put(static_cast<std::uint64_t>(g.rows()));
  put_arcs(out, g.arcs_added_to_grid());
  put_arcs(out, g.arcs_removed_from_grid());
  for (Point p : g.points()) out.put(static_cast<std::uint64_t>(record.setup().initial.at(p)));
  out.put(player_word(record.setup().to_move));
  out.put(record.plies().size());
  for (const Ply& ply : record.plies()) {
    out.put(player_word(ply.move.player) |
            (ply.move.is_pass() ? 0 : (std::uint64_t{ply.move.point->index()} + 1) << 8));
  }
  out.put(game.ruleset().name);
  out.put(static_cast<std::uint64_t>(game.ruleset().self_capture));
}

Game take_game(WordReader& in) {
  const auto columns = static_cast<int>(in.next());
  const auto rows = static_cast<int>(in.next());
  Graph g = Graph::grid(columns, rows);
  for (const auto& [a, b] : take_arcs(in)) g.add_arc(a, b);
  for (const auto& [a, b] : take_arcs(in)) g.remove_arc(a, b);
  Configuration initial(g.size());
  for (Point p : g.points()) initial.set(p, static_cast<Color>(in.next()));
  const Player to_move = word_player(in.next());
  std::vector<Move> moves;
  for (std::uint64_t n = in.next(), i = 0; i < n; ++i) {
    const std::uint64_t w = in.next();
    moves.push_back(w >> 8 == 0 ? Move::pass(word_player(w & 1))
                                : Move::play(word_player(w & 1),
                                             Point(static_cast<std::uint32_t>((w >> 8) - 1))));
  }
  const std::string ruleset = in.text();
  const auto self_capture = static_cast<SelfCapture>(in.next());
  Game game({g, initial, to_move}, parse_ruleset(ruleset, self_capture));
  for (const Move& m : moves) game.play(m);
  return game;
}

}  // namespace kospec::distributed
