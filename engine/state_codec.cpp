// The canonical words of an exact state (ExactRules::encode and decode): what a process sends
// another so that the receiver holds the same state in its own stores. Layout, in 64-bit words:
//   board (black lo, hi, white lo, hi); ko | to_move << 16 | flags << 24;
//   the whole and the recent history set: a count, then per key its configuration (4 words) and
//     its tag | value << 32, sorted by configuration, then tag;
//   the cycle facts: 0 when the state has none, else the length L of the id-free part and its L
//     words (CycleFacts::encode with the id lists left empty), then the cycle sets (a count, then
//     the capture, 3 words, its configuration, 4 (R8.config; else zeros), and the set, 2) and the
//     capture occurrences (a count, then the capture, 3 words, the configuration, 4, and the
//     points since, 2), each sorted by content. A capture is its point | capturer << 32
//     (R7.colour: 1 Black, 2 White; else 0) | 1 << 40 when it holds a configuration (R8.config),
//     and its captured stones.
#include <algorithm>
#include <array>
#include <tuple>

#include "engine/history_keys.h"
#include "engine/rules.h"
#include "spec/error.h"

namespace kospec::engine {

namespace {

using Words = std::vector<std::uint64_t>;

void put_board(Words& out, const Board& b) {
  out.insert(out.end(), {b.black.lo, b.black.hi, b.white.lo, b.white.hi});
}

// Reads words in order; every read is checked against the end.
class Reader {
 public:
  explicit Reader(std::span<const std::uint64_t> words) : words_(words) {}
  std::uint64_t next() {
    require_input(at_ < words_.size(), "ends early");
    return words_[at_++];
  }
  Mask mask() {
    const std::uint64_t lo = next();
    return {lo, next()};
  }
  Board board() {
    const Mask black = mask();
    return {black, mask()};
  }
  std::span<const std::uint64_t> take(std::size_t n) {
    require_input(n <= words_.size() - at_, "ends early");
    const auto part = words_.subspan(at_, n);
    at_ += n;
    return part;
  }
  bool done() const { return at_ == words_.size(); }
  static void require_input(bool ok, const char* what) {
    if (!ok) throw InputError(std::string("exact state words: ") + what);
  }

 private:
  std::span<const std::uint64_t> words_;
  std::size_t at_ = 0;
};

}  // namespace

std::vector<std::uint64_t> ExactRules::encode(const State& state) const {
  Words out;
  put_board(out, state.board);
  out.push_back(std::uint64_t{state.ko} | (state.to_move == Player::White ? 1ULL << 16 : 0) |
                (std::uint64_t{state.flags} << 24));
  for (const std::uint32_t set : {state.whole, state.recent}) {
    std::vector<std::tuple<Board, std::uint64_t>> keys;
    sets_.for_each(set, [&](std::uint64_t key, std::uint32_t value) {
      const HistoryEntry e = entry_of(key, value);
      keys.emplace_back(configs_[e.config], e.tag | (std::uint64_t{e.number} << 32));
    });
    std::sort(keys.begin(), keys.end());
    out.push_back(keys.size());
    for (const auto& [board, tag_value] : keys) {
      put_board(out, board);
      out.push_back(tag_value);
    }
  }
  if (state.cycle == 0) {
    out.push_back(0);
    return out;
  }
  CycleFacts facts = cycle_facts(state);
  using Entry = std::array<std::uint64_t, 9>;
  std::vector<Entry> sets;
  std::vector<Entry> occurrences;
  const auto head = [](const Capture& c) {
    return std::uint64_t(c.point) | (std::uint64_t{c.by} << 32) | (c.config != 0 ? 1ULL << 40 : 0);
  };
  for (const auto& [capture, set] : facts.cycle_sets) {
    const Capture& c = captures_[capture];
    const Board b = c.config != 0 ? configs_[c.config] : Board{};
    sets.push_back({head(c), c.captured.lo, c.captured.hi, b.black.lo, b.black.hi, b.white.lo,
                    b.white.hi, set.lo, set.hi});
  }
  for (const Occurrence& o : facts.occurrences) {
    const Capture& c = captures_[o.capture];
    const Board& b = configs_[o.config];
    occurrences.push_back({head(c), c.captured.lo, c.captured.hi, b.black.lo, b.black.hi,
                           b.white.lo, b.white.hi, o.since.lo, o.since.hi});
  }
  facts.cycle_sets.clear();
  facts.occurrences.clear();
  const Words plain = facts.encode(geometry_.points());
  out.push_back(plain.size());
  out.insert(out.end(), plain.begin(), plain.end());
  for (auto [list, width] : {std::pair{&sets, 9}, std::pair{&occurrences, 9}}) {
    std::sort(list->begin(), list->end());
    out.push_back(list->size());
    for (const Entry& e : *list) out.insert(out.end(), e.begin(), e.begin() + width);
  }
  return out;
}

State ExactRules::decode(std::span<const std::uint64_t> words) {
  Reader in(words);
  State s;
  s.board = in.board();
  const std::uint64_t packed = in.next();
  s.ko = static_cast<std::uint16_t>(packed & 0xFFFF);
  s.to_move = (packed >> 16) & 1 ? Player::White : Player::Black;
  s.flags = static_cast<std::uint8_t>(packed >> 24);
  const Mask all = geometry_.all();
  Reader::require_input(s.board.occupied().subset_of(all) && s.ko <= graph_.size(),
                        "a board or ko point off this board");
  std::vector<std::pair<std::uint64_t, std::uint32_t>> entries;
  for (std::uint32_t* set : {&s.whole, &s.recent}) {
    const std::uint64_t n = in.next();
    Reader::require_input(n <= words.size(), "a history longer than its words");
    entries.clear();
    for (std::uint64_t i = 0; i < n; ++i) {
      const std::uint32_t config = configs_.intern(in.board());
      const std::uint64_t tag_value = in.next();
      entries.push_back(
          key_value_of({config, tag_value & 0xFF, static_cast<std::uint32_t>(tag_value >> 32)}));
    }
    std::sort(entries.begin(), entries.end());
    for (std::size_t i = 1; i < entries.size(); ++i)
      Reader::require_input(entries[i - 1].first != entries[i].first, "a history key twice");
    *set = sets_.from_sorted(entries);
  }
  const std::uint64_t plain = in.next();
  if (plain != 0) {
    const auto part = in.take(plain);
    CycleFacts facts = CycleFacts::decode(part, geometry_.points());
    for (std::uint64_t n = in.next(), i = 0; i < n; ++i) {
      const std::uint64_t head = in.next();
      Capture c{static_cast<int>(head & 0xFFFFFFFF), in.mask(),
                static_cast<std::uint32_t>((head >> 32) & 0xFF)};
      const Board b = in.board();
      if (head >> 40) c.config = configs_.intern(b);
      facts.cycle_sets.emplace_back(captures_.intern(c), in.mask());
    }
    for (std::uint64_t n = in.next(), i = 0; i < n; ++i) {
      const std::uint64_t head = in.next();
      Capture c{static_cast<int>(head & 0xFFFFFFFF), in.mask(),
                static_cast<std::uint32_t>((head >> 32) & 0xFF)};
      const std::uint32_t config = configs_.intern(in.board());
      if (head >> 40) c.config = config;
      facts.occurrences.push_back({captures_.intern(c), config, in.mask()});
    }
    std::sort(facts.cycle_sets.begin(), facts.cycle_sets.end());
    std::sort(facts.occurrences.begin(), facts.occurrences.end());
    s.cycle = store(facts);
  }
  Reader::require_input(in.done(), "words left over");
  return s;
}

}  // namespace kospec::engine
