#include "tools/solve/dfpn.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>

#include "tools/run/stopped.h"
#include "tools/solve/move_code.h"
#include "tools/solve/proof_numbers.h"
#include "tools/solve/settled.h"

namespace kospec::solve {

namespace {

/// Takes back the move entered, whether the search returns or a stop unwinds it.
struct Leave {
  NativeSuperkoState& state;
  std::size_t& depth;
  ~Leave() {
    state.undo();
    --depth;
  }
};

}  // namespace

struct DfpnSearch::Child {
  NativePlay play;     ///< the move (point kPassCode: the pass)
  StateKey key{};      ///< a board play under a superko: the key of the state after it
  DfpnBounds known{};  ///< its bounds: static, the table's, and its searches'
  DfpnBounds fixed{};  ///< its static bounds alone (boxes empty)
  std::uint32_t pn = 1;
  std::uint32_t dn = 1;
  int order = 0;  ///< higher first among equals
};

struct DfpnSearch::Frame {
  std::vector<Child> children;
  bool prover_moves = false;  ///< the prover is to move (an OR node)
  StateKey key{};
  DfpnBounds fixed{};  ///< the node's static bounds
  int lower = 0, upper = 0;
  std::uint64_t pn = 0, dn = 0;
};

DfpnSearch::DfpnSearch(NativeSuperkoState& state, SelfCapture self_capture,
                       const SolveLimits& limits, Player prover)
    : state_(state),
      self_capture_(self_capture),
      limits_(limits),
      prover_(prover),
      epochs_(state.has_epochs()),
      points_(state.board().points()),
      table_(limits.table_bytes / 4 * 3),
      numbers_(limits.table_bytes / 4),
      progress_(limits.control) {
  for (int p = 0; p < points_; ++p)
    degree_[static_cast<std::size_t>(p)] =
        std::popcount(state.board().expand(std::uint32_t{1} << p) & ~(std::uint32_t{1} << p));
}

DfpnSearch::~DfpnSearch() = default;

StateKey DfpnSearch::position_key(smallboard::BitPosition p, Player to_move, bool pending) const {
  const BoardSymmetry& s = state_.symmetry();
  int best = 0;
  std::uint64_t code = position_code(p);
  for (int t = 1; t < s.count(); ++t) {
    const std::uint64_t c = position_code(image(s, t, p));
    if (c < code) {
      best = t;
      code = c;
    }
  }
  const std::uint64_t flags = (to_move == Player::White ? 1u : 0u) | (pending ? 2u : 0u);
  return StateKey{code, flags, best};
}

StateKey DfpnSearch::key_now() const {
  // (Spight: consecutive passes end nothing; the future reads the passes' entries alone.)
  const bool pending = state_.kind() != SuperkoKind::Spight && state_.passes() == 1;
  StateKey k = position_key(state_.position(), state_.to_move(), pending);
  if (state_.ko_point() >= 0)  // Japanese: the ko point, in the key's image
    k.b |= static_cast<std::uint64_t>(state_.symmetry().point(k.symmetry, state_.ko_point()) + 1)
           << 2;
  return k;
}

AreaBounds DfpnSearch::settled(smallboard::BitPosition p) const {
  const std::uint64_t code = position_code(p);
  SettledSlot& slot = settled_cache_[mix64(code) & (settled_cache_.size() - 1)];
  if (slot.code != code + 1) {
    const AreaBounds a = settled_bounds(state_.board(), p);
    slot =
        SettledSlot{code + 1, static_cast<std::int8_t>(a.lower), static_cast<std::int8_t>(a.upper)};
  }
  const AreaBounds a{slot.lower, slot.upper};
  return prover_ == Player::Black ? a : AreaBounds{-a.upper, -a.lower};
}

int DfpnSearch::final_value() const {
  if (state_.no_result()) return no_score();
  const int margin = state_.area_margin();
  return prover_ == Player::Black ? margin : -margin;
}

DfpnBounds DfpnSearch::static_bounds(int* move) const {
  const bool japanese = state_.kind() == SuperkoKind::Japanese;
  DfpnBounds b{japanese ? no_score() : -points_, points_, {}, {}};
  if (move != nullptr) *move = kNoMove;
  if (state_.over()) {
    b.lower = b.upper = final_value();
    return b;
  }
  const bool prover_moves = state_.to_move() == prover_;
  if (limits_.static_bounds) {
    const AreaBounds p = settled(state_.position());
    // The prover's lower bound is its passing at every turn; under the Japanese rule a no result
    // may meet it at the other side's play now (README, "Static bounds"): it is kept for the
    // prover to move.
    if (!japanese || prover_moves) b.lower = std::max(b.lower, p.lower);
    b.upper = std::min(b.upper, p.upper);
    if (move != nullptr && (prover_moves ? b.lower > -points_ : b.upper < points_))
      *move = kPassCode;
  }
  if (state_.pass_ends()) {  // the player to move may end the game now by passing
    const int margin = prover_ == Player::Black ? state_.area_margin() : -state_.area_margin();
    // Spight's and the Japanese rule's repeated pass read the history: this position's entry.
    ReadBox read;
    if (state_.has_epochs() && !(japanese && state_.passes() == 1))
      read.add(state_.position(), state_.board().all());
    if (prover_moves && margin > b.lower) {
      b.lower = margin;
      b.lower_box = read;
      if (move != nullptr) *move = kPassCode;
    }
    if (!prover_moves && margin < b.upper) {
      b.upper = margin;
      b.upper_box = read;
      if (move != nullptr) *move = kPassCode;
    }
  }
  return b;
}

std::uint64_t DfpnSearch::reads(const ReadBox& box, int sym) const {
  std::uint64_t fp = 0;
  const std::uint32_t all = state_.board().all();
  const std::vector<HistoryEntry>& entries = state_.history_entries();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const HistoryEntry& e = entries[i];
    if (e.epoch && i < state_.epoch_begin()) continue;  // a pass lifted it: nothing reads it
    if (box.contains(e.position, all))
      fp ^= entry_fingerprint(state_.symmetry(), sym, e.position, e.tag);
  }
  return fp;
}

bool DfpnSearch::holds(const ProvenBound& b, int sym, ReadBox& box) const {
  box = b.box.image(state_.symmetry(), state_.symmetry().inverse(sym));
  return !box.used || reads(box, sym) == b.reads;
}

void DfpnSearch::look_up_child(Child& c, int t) {
  ++counts_.children;
  const bool played = epochs_ || c.play.point == kPassCode;
  if (played) {
    c.fixed = static_bounds();
  } else {  // a board play under a superko: the state after it is not over, and no pass is pending
    c.fixed = DfpnBounds{-points_, points_, {}, {}};
    if (limits_.static_bounds) {
      const AreaBounds a = settled(c.play.after);
      c.fixed.lower = a.lower;
      c.fixed.upper = a.upper;
    }
  }
  c.known = c.fixed;
  c.pn = c.dn = 1;
  if ((played && state_.over()) || c.known.lower >= t || c.known.upper < t) return;
  const StateKey k = played ? key_now() : c.key;
  const DfpnEntry* e = table_.find(k.a, k.b);
  // The numbers of the line's own context, else those any line left; under Spight's and the
  // Japanese rule not those of a state whose key is on the line (a pass opens an epoch, and the
  // position comes back with another history): its numbers would be counted inside themselves,
  // and 2x2 under Spight thrashed on them (README, "Two tables of numbers").
  const DfpnNumbers* numbers = epochs_ && on_line(k) ? nullptr : e;
  {
    const StateKey n = numbers_key(k, played ? context_[depth_] : child_context(c.play));
    if (const DfpnNumbers* own = numbers_.find(n.a, n.b); own != nullptr && own->t == t)
      numbers = own;
  }
  if (numbers != nullptr && numbers->t == t && numbers->pn != 0 && numbers->dn != 0 &&
      numbers->pn < kProofInf && numbers->dn < kProofInf) {
    // (A solved entry whose bound does not hold for this history says nothing here.)
    c.pn = numbers->pn;
    c.dn = numbers->dn;
  }
  if (e != nullptr) table_bounds(c, *e, k, played);
}

void DfpnSearch::table_bounds(Child& c, const DfpnEntry& e, const StateKey& k, bool played) {
  // A bound with a box holds where the history after the move has the same entries in it.
  const auto valid = [&](const ProvenBound& b, ReadBox& box) {
    box = ReadBox{};
    if (!b.box.used) return true;
    if (played) return holds(b, k.symmetry, box);
    enter(c.play);
    Leave leave{state_, depth_};
    return holds(b, k.symmetry, box);
  };
  ReadBox box;
  if (e.lower.used && e.lower.value > c.known.lower && valid(e.lower, box)) {
    c.known.lower = e.lower.value;
    c.known.lower_box = box;
  }
  if (e.upper.used && e.upper.value < c.known.upper && valid(e.upper, box)) {
    c.known.upper = e.upper.value;
    c.known.upper_box = box;
  }
}

bool DfpnSearch::on_line(const StateKey& k) const {
  // (A child looked up under an epoch rule is entered: the line's states are those above it.)
  for (std::size_t i = 0; i < depth_; ++i)
    if (frames_[i]->key.a == k.a && frames_[i]->key.b == k.b) return true;
  return false;
}

std::uint64_t DfpnSearch::child_context(const NativePlay& play) const {
  const bool pass = play.point == kPassCode;
  return context_[depth_] + mix64(position_code(pass ? state_.position() : play.after) + pass);
}

StateKey DfpnSearch::numbers_key(const StateKey& k, std::uint64_t context) {
  return StateKey{k.a ^ mix64(context), k.b ^ context, k.symmetry};
}

void DfpnSearch::enter(const NativePlay& play) {
  if (context_.size() <= depth_ + 1) context_.resize(depth_ + 2, 0);
  context_[depth_ + 1] = child_context(play);
  if (play.point == kPassCode) {
    state_.pass();
  } else {
    state_.play(play);
  }
  ++depth_;
  counts_.deepest = std::max(counts_.deepest, depth_);
}

void DfpnSearch::generate(Frame& f, int t) {
  std::array<NativePlay, 32> plays;
  const int n = state_.legal_plays(plays);
  f.children.clear();
  if (!epochs_) {  // the keys first, each bucket fetched while the next key is computed
    const Player next = opponent(state_.to_move());
    for (int i = 0; i < n; ++i) {
      Child& c = f.children.emplace_back();
      c.play = plays[static_cast<std::size_t>(i)];
      c.key = position_key(c.play.after, next, false);
      table_.prefetch(c.key.a, c.key.b);
      const StateKey numbers = numbers_key(c.key, child_context(c.play));
      numbers_.prefetch(numbers.a, numbers.b);
    }
  }
  for (int i = 0; i <= n; ++i) {
    Child c = epochs_ || i == n ? Child{} : f.children[static_cast<std::size_t>(i)];
    if (epochs_ || i == n)
      c.play = i < n ? plays[static_cast<std::size_t>(i)] : NativePlay{kPassCode, {}, 0, false};
    if (epochs_ || c.play.point == kPassCode) {
      enter(c.play);
      Leave leave{state_, depth_};
      look_up_child(c, t);
    } else {
      look_up_child(c, t);
    }
    c.order = c.play.point == kPassCode
                  ? -1
                  : (c.play.capture ? 64 : 0) + degree_[static_cast<std::size_t>(c.play.point)];
    if (epochs_ || i == n) {
      f.children.push_back(c);
    } else {
      f.children[static_cast<std::size_t>(i)] = c;
    }
  }
  std::stable_sort(f.children.begin(), f.children.end(),
                   [](const Child& x, const Child& y) { return x.order > y.order; });
}

void DfpnSearch::aggregate(Frame& f, int t) const {
  const bool max_node = f.prover_moves;
  int lower = max_node ? no_score() : points_ + 1;
  int upper = max_node ? no_score() : points_ + 1;
  std::uint64_t biggest = 0, others = 0, plain = 0;
  std::uint32_t least = kProofInf;
  for (Child& c : f.children) {
    if (c.known.lower >= t) {
      c.pn = 0;
      c.dn = kProofInf;
    } else if (c.known.upper < t) {
      c.pn = kProofInf;
      c.dn = 0;
    }
    lower = max_node ? std::max(lower, c.known.lower) : std::min(lower, c.known.lower);
    upper = max_node ? std::max(upper, c.known.upper) : std::min(upper, c.known.upper);
    // An OR node: the least proof number and the sum of the disproof numbers; an AND node the
    // reverse.
    const std::uint32_t x = max_node ? c.dn : c.pn;
    others += x != 0 ? 1 : 0;
    plain += x;
    biggest = std::max<std::uint64_t>(biggest, x);
    least = std::min(least, max_node ? c.pn : c.dn);
  }
  // (Above kWeakSum the weak sum: the numbers do not reach the saturation, where thresholds
  // decide nothing.)
  const std::uint64_t sum = proof_sum(plain, biggest, others);
  f.lower = std::max(f.fixed.lower, lower);
  f.upper = std::min(f.fixed.upper, upper);
  // Solved is what the bounds say; an unsolved node's numbers stay below kProofInf.
  f.pn = saturated(max_node ? least : sum);
  f.dn = saturated(max_node ? sum : least);
  if (f.lower >= t) f.pn = 0, f.dn = kProofInf;
  if (f.upper < t) f.pn = kProofInf, f.dn = 0;
}

DfpnBounds DfpnSearch::mid(const DfpnBounds& node_static, int t, std::uint32_t thpn,
                           std::uint32_t thdn, std::uint32_t& pn, std::uint32_t& dn) {
  tick();
  const std::uint64_t nodes0 = counts_.nodes;
  while (frames_.size() <= depth_) frames_.push_back(std::make_unique<Frame>());
  Frame& f = *frames_[depth_];
  f.prover_moves = state_.to_move() == prover_;
  f.key = key_now();
  f.fixed = node_static;
  generate(f, t);
  for (;;) {
    aggregate(f, t);
    if (f.pn >= thpn || f.dn >= thdn) break;
    // The most proving child (OR: least proof number; AND: least disproof number) and the
    // second's number.
    LeastTwo least;
    for (std::size_t i = 0; i < f.children.size(); ++i)
      least.offer(i, f.prover_moves ? f.children[i].pn : f.children[i].dn);
    const std::uint32_t second = least.second;
    Child& c = f.children[least.best];
    const std::uint32_t own = f.prover_moves ? c.dn : c.pn;
    const std::uint64_t rest = (f.prover_moves ? f.dn : f.pn) - own;
    const std::uint32_t other = static_cast<std::uint32_t>((f.prover_moves ? thdn : thpn) - rest);
    const std::uint32_t mine = child_threshold(f.prover_moves ? thpn : thdn, second);
    enter(c.play);
    DfpnBounds r;
    {
      Leave leave{state_, depth_};
      r = f.prover_moves ? mid(c.fixed, t, mine, other, c.pn, c.dn)
                         : mid(c.fixed, t, other, mine, c.pn, c.dn);
    }
    if (r.lower > c.known.lower) {
      c.known.lower = r.lower;
      c.known.lower_box = r.lower_box;
    }
    if (r.upper < c.known.upper) {
      c.known.upper = r.upper;
      c.known.upper_box = r.upper_box;
    }
  }
  pn = static_cast<std::uint32_t>(f.pn);
  dn = static_cast<std::uint32_t>(f.dn);
  DfpnBounds out{f.lower, f.upper, {}, {}};
  int lower_move = kNoMove, upper_move = kNoMove;
  boxes(f, out, lower_move, upper_move);
  store(f, out, t, lower_move, upper_move, counts_.nodes - nodes0);
  return out;
}

void DfpnSearch::boxes(const Frame& f, DfpnBounds& out, int& lower_move, int& upper_move) const {
  const std::uint32_t all = state_.board().all();
  const bool japanese = state_.kind() == SuperkoKind::Japanese;
  // Spight, Japanese: whether the pass ends the game reads this position's pass entries.
  ReadBox here;
  if (state_.has_epochs()) here.add(state_.position(), all);
  // The bound of one child the player to move chooses: its box, and its move's position (which
  // must stay new).
  const auto chosen = [&](bool lower, int& move) {
    ReadBox box = here;
    for (const Child& c : f.children) {
      if ((lower ? c.known.lower : c.known.upper) != (lower ? out.lower : out.upper)) continue;
      box.merge(lower ? c.known.lower_box : c.known.upper_box);
      if (c.play.point != kPassCode) box.add(c.play.after, all);
      move = c.play.point;
      break;
    }
    return box;
  };
  // The bound every child gives: their boxes, and the moves the history forbids (which must stay
  // forbidden); Japanese: every play's position (the history decides which entry a play adds, and
  // whether it ends the game with no result).
  const auto every = [&](bool lower) {
    ReadBox box = here;
    for (const Child& c : f.children) {
      box.merge(lower ? c.known.lower_box : c.known.upper_box);
      if (japanese && c.play.point != kPassCode) box.add(c.play.after, all);
    }
    add_forbidden(box);
    return box;
  };
  int fixed_move = kNoMove;
  if (out.lower > f.fixed.lower) {
    out.lower_box = f.prover_moves ? chosen(true, lower_move) : every(true);
  } else {
    out.lower_box = f.fixed.lower_box;
    if (f.prover_moves) {
      static_bounds(&fixed_move);
      lower_move = fixed_move;
    }
  }
  if (out.upper < f.fixed.upper) {
    out.upper_box = f.prover_moves ? every(false) : chosen(false, upper_move);
  } else {
    out.upper_box = f.fixed.upper_box;
    if (!f.prover_moves) {
      static_bounds(&fixed_move);
      upper_move = fixed_move;
    }
  }
}

void DfpnSearch::add_forbidden(ReadBox& box) const {
  if (state_.kind() == SuperkoKind::Japanese) return;  // the ko point alone forbids: in the key
  std::array<NativePlay, 32> plays;
  const int n = state_.legal_plays(plays);
  std::uint32_t legal = 0;
  for (int i = 0; i < n; ++i) legal |= std::uint32_t{1} << plays[static_cast<std::size_t>(i)].point;
  const smallboard::BitBoard& board = state_.board();
  const smallboard::BitPosition p = state_.position();
  const Color colour = stone_of(state_.to_move());
  for (std::uint32_t q = board.all() & ~(p.black | p.white | legal); q != 0; q &= q - 1) {
    const int point = std::countr_zero(q);
    if (board.allowed(p, point, colour, self_capture_))
      box.add(board.play(p, point, colour), board.all());
  }
}

void DfpnSearch::store(const Frame& f, const DfpnBounds& b, int t, int lower_move, int upper_move,
                       std::uint64_t nodes) {
  const auto work = static_cast<int>(std::bit_width(nodes));
  {
    const StateKey k = numbers_key(f.key, context_[depth_]);
    DfpnNumbers& n = numbers_.slot(k.a, k.b);
    n.t = static_cast<std::int8_t>(t);
    n.pn = static_cast<std::uint32_t>(f.pn);
    n.dn = static_cast<std::uint32_t>(f.dn);
    n.work = static_cast<std::uint8_t>(std::max<int>(n.work, work));
  }
  DfpnEntry& e = table_.slot(f.key.a, f.key.b);
  const int sym = f.key.symmetry;
  const BoardSymmetry& s = state_.symmetry();
  e.t = static_cast<std::int8_t>(t);
  e.pn = static_cast<std::uint32_t>(f.pn);
  e.dn = static_cast<std::uint32_t>(f.dn);
  e.work =
      static_cast<std::uint8_t>(std::max<int>(e.work, static_cast<int>(std::bit_width(nodes))));
  const auto record = [&](ProvenBound& old, int value, const ReadBox& box, int move, bool tighter) {
    ReadBox ignored;
    if (old.used && !tighter && holds(old, sym, ignored)) return;
    old.box = box.image(s, sym);
    old.reads = box.used ? reads(box, sym) : 0;
    old.value = static_cast<std::int8_t>(value);
    old.move = static_cast<std::int8_t>(move < 0 ? move : s.point(sym, move));
    old.used = true;
  };
  const int trivial_lower = state_.kind() == SuperkoKind::Japanese ? no_score() : -points_;
  if (b.lower > trivial_lower)
    record(e.lower, b.lower, b.lower_box, lower_move, !e.lower.used || b.lower > e.lower.value);
  if (b.upper < points_)
    record(e.upper, b.upper, b.upper_box, upper_move, !e.upper.used || b.upper < e.upper.value);
}

void DfpnSearch::tick() {
  stack_guard_.check(depth_);
  if (++counts_.nodes > limits_.max_nodes)
    throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
  if ((counts_.nodes & 0x3fff) != 0) return;
  if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
  if (!progress_.due()) return;
  const double s = progress_.seconds();
  char line[240];
  std::snprintf(line, sizeof line,
                "solve: %llu nodes in %.1f s (%.2f M nodes/s), %s forces [%+d, %+d], proof-number "
                "search of %+d, %zu plies deep (deepest %zu), %.0f MiB table",
                static_cast<unsigned long long>(counts_.nodes), s,
                static_cast<double>(counts_.nodes) / s / 1e6,
                prover_ == Player::Black ? "Black" : "White", probe_lower_, probe_upper_, probe_t_,
                depth_, counts_.deepest,
                static_cast<double>(table_.used_bytes() + numbers_.used_bytes()) / (1 << 20));
  progress_.report(line);
}

DfpnBounds DfpnSearch::prove(int t) {
  DfpnBounds known = static_bounds();
  if (!state_.over()) {
    const StateKey k = key_now();
    if (const DfpnEntry* e = table_.find(k.a, k.b)) {
      ReadBox box;
      if (e->lower.used && e->lower.value > known.lower && holds(e->lower, k.symmetry, box))
        known.lower = e->lower.value, known.lower_box = box;
      if (e->upper.used && e->upper.value < known.upper && holds(e->upper, k.symmetry, box))
        known.upper = e->upper.value, known.upper_box = box;
    }
  }
  const DfpnBounds fixed = static_bounds();
  while (known.lower < t && known.upper >= t) {
    std::uint32_t pn = 1, dn = 1;
    const DfpnBounds r = mid(fixed, t, kProofInf, kProofInf, pn, dn);
    if (r.lower > known.lower) known.lower = r.lower, known.lower_box = r.lower_box;
    if (r.upper < known.upper) known.upper = r.upper, known.upper_box = r.upper_box;
  }
  return known;
}

int DfpnSearch::proven_move(int t) {
  const bool prover_moves = state_.to_move() == prover_;
  const auto known = [&]() -> int {
    int fixed_move = kNoMove;
    const DfpnBounds s = static_bounds(&fixed_move);
    if (prover_moves ? s.lower >= t : s.upper < t)
      return fixed_move == kNoMove ? kPassCode : fixed_move;  // a trivial bound: any move
    const StateKey k = key_now();
    const DfpnEntry* e = table_.find(k.a, k.b);
    if (e == nullptr) return kNoMove;
    const ProvenBound& b = prover_moves ? e->lower : e->upper;
    ReadBox box;
    if (!b.used || (prover_moves ? b.value < t : b.value >= t) || !holds(b, k.symmetry, box))
      return kNoMove;
    return b.move < 0 ? b.move
                      : state_.symmetry().point(state_.symmetry().inverse(k.symmetry), b.move);
  };
  if (state_.over()) return kNoMove;
  if (const int m = known(); m != kNoMove) return m;
  const DfpnBounds r = prove(t);
  if (prover_moves ? r.lower < t : r.upper >= t) return kNoMove;
  return known();
}

}  // namespace kospec::solve
