#include "tools/solve/exact_dfpn.h"

#include <algorithm>

#include "tools/solve/proof_numbers.h"

namespace kospec::solve {

using engine::State;

ExactProver::ExactProver(ExactShared& shared, ExactGoal goal) : shared_(shared), goal_(goal) {}

ExactProver::Verdict ExactProver::prove(const State& s, int t) {
  probe_ = std::string(goal_.forcer == Player::Black ? "Black" : "White") + " forcing " +
           (goal_.no_result_reaches ? "any end" : "a worth of " + std::to_string(t)) +
           " (proof-number search)";
  const Key key = key_of(s);
  for (;;) {
    line_.clear();
    const Numbers n = look_up(s, key, t);
    if (n.pn == 0) return Verdict{true, n.bound};
    if (n.dn == 0) return Verdict{false, n.bound};
    // (At the root every disproof is for good: it assumes no state above it.)
    mid(s, key, t, 0, kProofInf - 1, kProofInf - 1);
  }
}

int ExactProver::proven_move(const State& s, int t) {
  if (s.over()) return kNoMove;
  if (const auto fixed = static_numbers(s, t); fixed && fixed->pn == 0) return kPassCode;
  const Key key = key_of(s);
  auto it = table_.find(key.first);
  if (it == table_.end() || it->second.proven < t) {
    if (!prove(s, t).proven) return kNoMove;
    it = table_.find(key.first);
  }
  return shared_.map_code(it->second.move, shared_.inverse(key.second));
}

ExactProver::Key ExactProver::key_of(const State& s) {
  return s.over() ? Key{s, 0} : shared_.canonical(s);
}

// (An end is judged by its own state; a state in play by its key, so that its symmetric images
// share its entry and count as its repetitions on the line: a line that reaches an image of a
// state above it can be played on, mapped, until it repeats that state itself.)
ExactProver::Numbers ExactProver::look_up(const State& s, const std::optional<Key>& key, int t) {
  if (s.over()) {
    const bool no_result = (s.flags & State::kNoResult) != 0;
    if (goal_.no_result_reaches) return Numbers{0, kProofInf, kFree, kAlways};
    if (no_result) return Numbers{kProofInf, 0, kFree, kNever};
    const int margin = shared_.score(s.board);
    const int worth = goal_.forcer == Player::Black ? margin : -margin;
    return worth >= t ? Numbers{0, kProofInf, kFree, worth}
                      : Numbers{kProofInf, 0, kFree, worth + 1};
  }
  if (const std::optional<Numbers> fixed = static_numbers(s, t)) return *fixed;
  if (!key) return Numbers{};  // (new to the stores: neither on the line nor in the table)
  if (const auto on_line = line_.find(key->first); on_line != line_.end())  // play may go round
    return Numbers{kProofInf, 0, on_line->second, kNever};                  // for ever
  const auto it = table_.find(key->first);
  if (it == table_.end()) return Numbers{};
  const Entry& e = it->second;
  if (t <= e.proven) return Numbers{0, kProofInf, kFree, e.proven};
  if (t >= e.disproven) return Numbers{kProofInf, 0, kFree, e.disproven};
  if (e.numbers_t == t) return Numbers{e.pn, e.dn, kFree, 0};
  return Numbers{};
}

// The settled areas' bounds (ExactShared::settled), for good: the forcer forces at least its own
// by passing at every turn (its proven move: the pass), the other side holds it to at most its.
std::optional<ExactProver::Numbers> ExactProver::static_numbers(const State& s, int t) const {
  if (goal_.no_result_reaches) return std::nullopt;
  const std::optional<AreaBounds> b = shared_.settled(s);
  if (!b) return std::nullopt;
  const bool black = goal_.forcer == Player::Black;
  const int least = black ? b->lower : -b->upper;
  const int most = black ? b->upper : -b->lower;
  if (least >= t) return Numbers{0, kProofInf, kFree, least};
  if (most < t) return Numbers{kProofInf, 0, kFree, most + 1};
  return std::nullopt;
}

// Multiple-iterative deepening (df-pn: A. Nagai, 2002) at `s`, `depth` plies into the line,
// until its numbers reach a threshold or it is solved. A child on the line is disproven for this
// line only: the disproof of a node that assumed a state above it repeats is returned with that
// state's depth and not stored; one that assumed only itself or states below it is for good (the
// states not forced are the greatest fixed point: a set of states each shown not forced when the
// others are not is not forced, as in the loop search).
ExactProver::Numbers ExactProver::mid(const State& s, const Key& key, int t, int depth,
                                      std::uint32_t thpn, std::uint32_t thdn) {
  if (const Numbers known = look_up(s, key, t); known.pn == 0 || known.dn == 0) return known;
  shared_.visit(probe_, depth);
  // (The children's facts new to the stores stay provisional until a child is searched: most
  // never are, and they then cost no memory once this node is left.)
  const engine::ExactRules::Provisional provisional(shared_.rules());
  std::vector<Node> nodes;
  for (ExactChild& c : shared_.children(s)) {
    std::optional<Key> k = c.next.over() ? Key{c.next, 0} : shared_.known_canonical(c.next);
    const Numbers n = look_up(c.next, k, t);
    nodes.push_back({std::move(c), std::move(k), n});
  }
  const bool forcer = s.to_move == goal_.forcer;
  line_.emplace(key.first, depth);
  Numbers out;
  for (;;) {
    // OR node (the forcer): the least proof number and the sum of the disproof numbers; AND
    // node: the reverse.
    std::uint64_t plain = 0, biggest = 0, unsolved = 0;
    LeastTwo least;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const Numbers& c = nodes[i].numbers;
      const std::uint32_t theirs = forcer ? c.dn : c.pn;
      plain += theirs;
      biggest = std::max<std::uint64_t>(biggest, theirs);
      unsolved += theirs != 0 ? 1 : 0;
      least.offer(i, forcer ? c.pn : c.dn);
    }
    const std::uint32_t sum = unsolved == 0 ? 0 : saturated(proof_sum(plain, biggest, unsolved));
    out.pn = forcer ? least.first : sum;
    out.dn = forcer ? sum : least.first;
    if (out.pn == 0 || out.dn == 0 || out.pn >= thpn || out.dn >= thdn) break;
    const std::size_t best = least.best;
    const std::uint32_t second = least.second;
    Node& b = nodes[best];
    Numbers& c = b.numbers;
    const std::uint32_t rest = (forcer ? out.dn : out.pn) - (forcer ? c.dn : c.pn);
    const std::uint32_t other = (forcer ? thdn : thpn) - rest;
    const std::uint32_t own = child_threshold(forcer ? thpn : thdn, second);
    if (!b.key || engine::ExactRules::provisional(b.child.next)) {  // (a key never provisional)
      b.child.next = shared_.rules().kept(b.child.next);
      b.key = key_of(b.child.next);
    }
    c = forcer ? mid(b.child.next, *b.key, t, depth + 1, own, other)
               : mid(b.child.next, *b.key, t, depth + 1, other, own);
  }
  line_.erase(key.first);
  int move = kNoMove;
  solved(forcer, nodes, depth, out, move);
  store(key, t, out, shared_.map_code(move, key.second));  // (the move in the key's frame)
  return out;
}

// The bound and the move of a solved node, and what its disproof assumed (a refutation that
// assumes nothing above the node is preferred, then the lowest worth).
void ExactProver::solved(bool forcer, const std::vector<Node>& nodes, int depth, Numbers& out,
                         int& move) {
  if (out.pn == 0) {  // the forcer: its best proven move; the other side: its every move
    out.bound = forcer ? kNever : kAlways;
    for (const Node& n : nodes) {
      if (forcer && n.numbers.pn == 0 && n.numbers.bound > out.bound) {
        out.bound = n.numbers.bound;
        move = n.child.code;
      }
      if (!forcer) out.bound = std::min(out.bound, n.numbers.bound);
    }
  } else if (out.dn == 0) {  // the forcer: every move refuted; the other side: its refutation
    out.bound = forcer ? kNever : kAlways;
    out.depends = forcer ? kFree : -1;
    for (const Node& n : nodes) {
      if (forcer) {
        out.bound = std::max(out.bound, n.numbers.bound);
        out.depends = std::min(out.depends, n.numbers.depends);
      } else if (n.numbers.dn == 0) {
        const bool free = n.numbers.depends >= depth, was_free = out.depends >= depth;
        if (out.depends < 0 || (free && !was_free) ||
            (free == was_free && n.numbers.bound < out.bound)) {
          out.depends = n.numbers.depends;
          out.bound = n.numbers.bound;
        }
      }
    }
    if (out.depends >= depth) out.depends = kFree;
  }
}

void ExactProver::store(const Key& key, int t, const Numbers& n, int move) {
  Entry& e = table_[key.first];
  if (n.pn == 0) {
    if (n.bound > e.proven) {
      e.proven = n.bound;
      e.move = move;
    }
  } else if (n.dn == 0) {
    if (n.depends == kFree) e.disproven = std::min(e.disproven, n.bound);
  } else {
    e.numbers_t = t;
    e.pn = n.pn;
    e.dn = n.dn;
  }
}

}  // namespace kospec::solve
