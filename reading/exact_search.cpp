// solve_local(): enumeration of the local game's states (iterative depth-first, the fast board kept
// in step with the path) and the attacker's attractor computed backwards.
#include "reading/exact_search.h"

#include <vector>

#include "spec/error.h"
#include "spec/hash.h"

namespace kospec::reading {

namespace {

struct Key {
  std::uint64_t colours_lo = 0;
  std::uint64_t colours_hi = 0;
  std::uint64_t extra = 0;
  std::uint64_t pending = 0;
  bool operator==(const Key&) const = default;
};

// An open-addressing table from keys to state ids (linear probing, grows at half load).
class StateTable {
 public:
  StateTable() : slots_(1 << 16), ids_(1 << 16, kFree) {}
  // Returns the id of `k`, inserting `next` if absent; `inserted` says which.
  std::uint32_t find_or_insert(const Key& k, std::uint32_t next, bool& inserted) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    std::size_t i = hash(k) & (slots_.size() - 1);
    while (ids_[i] != kFree) {
      if (slots_[i] == k) {
        inserted = false;
        return ids_[i];
      }
      i = (i + 1) & (slots_.size() - 1);
    }
    slots_[i] = k;
    ids_[i] = next;
    ++count_;
    inserted = true;
    return next;
  }

 private:
  static constexpr std::uint32_t kFree = 0xffffffffU;
  static std::size_t hash(const Key& k) {
    const std::uint64_t h = hash_combine(
        hash_combine(hash_combine(mix64(k.colours_lo), k.colours_hi), k.extra), k.pending);
    return static_cast<std::size_t>(h);
  }
  void grow() {
    std::vector<Key> old_slots = std::move(slots_);
    std::vector<std::uint32_t> old_ids = std::move(ids_);
    slots_.assign(old_slots.size() * 2, Key{});
    ids_.assign(old_slots.size() * 2, kFree);
    for (std::size_t j = 0; j < old_slots.size(); ++j) {
      if (old_ids[j] == kFree) continue;
      std::size_t i = hash(old_slots[j]) & (slots_.size() - 1);
      while (ids_[i] != kFree) i = (i + 1) & (slots_.size() - 1);
      slots_[i] = old_slots[j];
      ids_[i] = old_ids[j];
    }
  }
  std::vector<Key> slots_;
  std::vector<std::uint32_t> ids_;
  std::size_t count_ = 0;
};

struct State {
  Player to_move = Player::Black;
  int threats[2] = {0, 0};    // indexed by player (Black 0, White 1)
  Point anchor{0};            // a stone of the target string
  std::uint64_t pending = 0;  // the target's points just removed (defender to recapture or lose)
};

int side(Player p) { return p == Player::Black ? 0 : 1; }

enum class Kind : std::uint8_t { Play, PlayIgnoringKo, Pass, Threat };

struct Action {
  Kind kind;
  Point at{0};
};

class Solver {
 public:
  Solver(const LocalProblem& problem, ThreatBudget budget, std::size_t limit)
      : problem_(problem),
        board_(problem.board()),
        limit_(limit),
        index_(problem.graph.size(), -1) {
    att_ = problem.attacker();
    def_ = problem.defender();
    budget_[side(att_)] = budget.attacker;
    budget_[side(def_)] = budget.defender;
    for (Point p : problem.region) add_mutable(p);
    // Stones outside the region change only by capture, and a string with a liberty outside the
    // region can never be captured (nobody may fill that liberty, and merging keeps it): only the
    // strings next to the region whose liberties are all in the region can change.
    std::vector<std::uint8_t> in_region(problem.graph.size(), 0);
    for (Point p : problem.region) in_region[p.index()] = 1;
    for (Point p : problem.region) {
      for (Point r : problem.graph.neighbours(p)) {
        if (board_.color(r) == Color::Empty || index_[r.index()] >= 0) continue;
        const auto libs = board_.liberties(r);
        bool capturable = static_cast<int>(libs.size()) == board_.liberty_count(r);
        for (std::size_t k = 0; k < libs.size() && capturable; ++k)
          capturable = in_region[libs[k].index()] != 0;
        if (capturable) {
          for (Point s : board_.stones(r)) add_mutable(s);
        }
      }
    }
    require(mutable_.size() <= 64, "solve_local: more than 64 points of the problem can change");
    // A point freed by a capture is part of the fight too: play is allowed on every point that
    // can change (the region, and the stones that can be captured).
    regions_ = mutable_;
    playable_.assign(problem.graph.size(), 0);
    for (Point p : mutable_) playable_[p.index()] = 1;
  }

  ExactOutcome run() {
    ExactOutcome out;
    if (index_[problem_.target.index()] < 0) {
      // The target touches no point of play: it can never lose a liberty.
      out.complete = true;
      out.defender_first_survives = true;
      return out;
    }
    State start;
    start.threats[0] = budget_[0];
    start.threats[1] = budget_[1];
    start.anchor = problem_.target;
    start.to_move = att_;
    const std::uint32_t root_att = explore(start);
    start.to_move = def_;
    const std::uint32_t root_def = explore(start);
    out.states = owner_attacker_.size();
    out.complete = !truncated_;
    if (truncated_) return out;
    solve();
    out.attacker_first_captures = win_[root_att] != 0;
    out.defender_first_survives = win_[root_def] == 0;
    return out;
  }

 private:
  void add_mutable(Point p) {
    if (index_[p.index()] >= 0) return;
    index_[p.index()] = static_cast<int>(mutable_.size());
    mutable_.push_back(p);
  }

  Key key(const State& s) const {
    Key k;
    for (std::size_t i = 0; i < mutable_.size(); ++i) {
      const auto c = static_cast<std::uint64_t>(board_.color(mutable_[i]));
      if (i < 32) {
        k.colours_lo |= c << (2 * i);
      } else {
        k.colours_hi |= c << (2 * (i - 32));
      }
    }
    std::uint64_t ko = 0;
    if (const auto ban = board_.ko(); ban && index_[ban->point.index()] >= 0) {
      ko = static_cast<std::uint64_t>(index_[ban->point.index()] + 1) * 2 +
           (ban->banned == Player::Black ? 0 : 1);
    }
    k.extra = ko | (static_cast<std::uint64_t>(side(s.to_move)) << 8) |
              (static_cast<std::uint64_t>(s.threats[0]) << 9) |
              (static_cast<std::uint64_t>(s.threats[1]) << 12) |
              (static_cast<std::uint64_t>(index_[s.anchor.index()]) << 16);
    k.pending = s.pending;
    return k;
  }

  std::uint64_t mask_of(const std::vector<Point>& points) const {
    std::uint64_t m = 0;
    for (Point p : points) m |= std::uint64_t{1} << index_[p.index()];
    return m;
  }

  // Appends the actions of `s` to `out`.
  void actions(const State& s, std::vector<Action>& out) const {
    const Player p = s.to_move;
    const std::optional<KoBan> ban = board_.ko();
    if (s.pending != 0) {
      // The defender may only take back a point of the removed string, capturing something there.
      for (std::size_t i = 0; i < mutable_.size(); ++i) {
        if ((s.pending >> i & 1U) == 0) continue;
        const Point q = mutable_[i];
        if (board_.color(q) != Color::Empty || !board_.captures_at(q, p)) continue;
        if (board_.is_legal(q, p, KoRule::Respect)) {
          out.push_back({Kind::Play, q});
        } else if (s.threats[side(p)] > 0 && board_.is_legal(q, p, KoRule::Ignore)) {
          out.push_back({Kind::PlayIgnoringKo, q});  // a threat spent, then the retake
        }
      }
      return;
    }
    for (Point q : regions_) {
      if (board_.color(q) == Color::Empty && board_.is_legal(q, p, KoRule::Respect))
        out.push_back({Kind::Play, q});
    }
    out.push_back({Kind::Pass, Point(0)});
    if (s.threats[side(p)] > 0 && ban && ban->banned == p && playable_[ban->point.index()] &&
        board_.is_legal(ban->point, p, KoRule::Ignore)) {
      out.push_back({Kind::Threat, Point(0)});
    }
  }

  // Applies an action on the board; returns the successor state.
  State apply(const State& s, const Action& a) {
    State next = s;
    next.pending = 0;
    const Player p = s.to_move;
    switch (a.kind) {
      case Kind::Pass:
        board_.pass();
        next.to_move = opponent(p);
        return next;
      case Kind::Threat:
        board_.pass();  // the threat and its answer, elsewhere: the ban is lifted
        --next.threats[side(p)];
        return next;
      case Kind::Play:
      case Kind::PlayIgnoringKo: {
        std::uint64_t target_mask = 0;
        if (p == att_ && board_.liberty_count(s.anchor) == 1 &&
            board_.is_liberty_of(a.at, s.anchor)) {
          target_mask = mask_of(board_.stones(s.anchor));
        }
        board_.play(a.at, p, a.kind == Kind::PlayIgnoringKo ? KoRule::Ignore : KoRule::Respect);
        next.to_move = opponent(p);
        if (a.kind == Kind::PlayIgnoringKo) --next.threats[side(p)];
        if (s.pending != 0) next.anchor = a.at;  // the recapturing stone's string is the target
        if (target_mask != 0 && board_.color(s.anchor) == Color::Empty) next.pending = target_mask;
        return next;
      }
    }
    return next;
  }

  std::uint32_t node(const State& s, bool& fresh) {
    const Key k = key(s);
    const std::uint32_t id =
        ids_.find_or_insert(k, static_cast<std::uint32_t>(owner_attacker_.size()), fresh);
    if (fresh) {
      owner_attacker_.push_back(s.to_move == att_ ? 1 : 0);
      terminal_.push_back(0);
    }
    return id;
  }

  // A state on the depth-first path: its actions are arena_[first, end), `next` the one to try.
  struct Frame {
    std::uint32_t id;
    State state;
    std::size_t first;
    std::size_t end;
    std::size_t next;
  };

  std::uint32_t explore(const State& start) {
    bool fresh = false;
    const std::uint32_t root = node(start, fresh);
    if (!fresh) return root;
    std::vector<Frame> stack;
    arena_.clear();
    actions(start, arena_);
    stack.push_back({root, start, 0, arena_.size(), 0});
    if (start.pending != 0 && arena_.empty()) terminal_[root] = 1;
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.first + f.next == f.end || truncated_) {
        arena_.resize(f.first);
        stack.pop_back();
        if (!stack.empty()) board_.undo();
        continue;
      }
      const Action a = arena_[f.first + f.next++];
      const std::uint32_t from = f.id;
      const State next = apply(f.state, a);
      const std::uint32_t to = node(next, fresh);
      edges_.emplace_back(from, to);
      if (!fresh) {
        board_.undo();
        continue;
      }
      if (owner_attacker_.size() > limit_) truncated_ = true;
      const std::size_t first = arena_.size();
      actions(next, arena_);
      if (next.pending != 0 && arena_.size() == first) terminal_[to] = 1;  // the capture stands
      stack.push_back({to, next, first, arena_.size(), 0});
    }
    return root;
  }

  void solve() {
    const std::size_t n = owner_attacker_.size();
    std::vector<std::uint32_t> start(n + 1, 0);
    std::vector<std::uint32_t> remaining(n, 0);
    for (const auto& [from, to] : edges_) {
      ++start[to + 1];
      ++remaining[from];
    }
    for (std::size_t i = 0; i < n; ++i) start[i + 1] += start[i];
    std::vector<std::uint32_t> preds(edges_.size());
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (const auto& [from, to] : edges_) preds[fill[to]++] = from;
    win_.assign(n, 0);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t i = 0; i < n; ++i) {
      if (terminal_[i]) {
        win_[i] = 1;
        queue.push_back(i);
      }
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
      const std::uint32_t w = queue[q];
      for (std::uint32_t e = start[w]; e < start[w + 1]; ++e) {
        const std::uint32_t p = preds[e];
        if (win_[p]) continue;
        // An edge counted once per action: a defender node falls when every action leads to a win.
        if (owner_attacker_[p] || --remaining[p] == 0) {
          win_[p] = 1;
          queue.push_back(p);
        }
      }
    }
  }

  const LocalProblem& problem_;
  FastBoard board_;
  std::size_t limit_;
  Player att_ = Player::Black;
  Player def_ = Player::White;
  int budget_[2] = {0, 0};
  std::vector<int> index_;
  std::vector<Point> mutable_;
  std::vector<Point> regions_;
  std::vector<std::uint8_t> playable_;
  StateTable ids_;
  std::vector<std::uint8_t> owner_attacker_;
  std::vector<std::uint8_t> terminal_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges_;
  std::vector<std::uint8_t> win_;
  std::vector<Action> arena_;
  bool truncated_ = false;
};

}  // namespace

ExactOutcome solve_local(const LocalProblem& problem, ThreatBudget budget,
                         std::size_t state_limit) {
  problem.validate();
  require(
      budget.attacker >= 0 && budget.attacker <= 7 && budget.defender >= 0 && budget.defender <= 7,
      "solve_local: threats must be in 0..7");
  Solver solver(problem, budget, state_limit);
  return solver.run();
}

}  // namespace kospec::reading
