#include "rules/cycle_set_tracker.h"

#include <algorithm>

#include "rules/fact_check.h"
#include "rules/key_bytes.h"
#include "rules/obvious_cycles.h"

#include "spec/hash.h"
#include "spec/r08_cycle_sets.h"
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"

namespace kospec {

std::size_t CycleSetTracker::KeyHash::operator()(const OccurrenceKey& k) const {
  std::uint64_t h = hash_combine(k.digest, k.capture.played.index());
  for (Point p : k.capture.captured) h = hash_combine(h, p.index());
  return static_cast<std::size_t>(h);
}

bool CycleSetTracker::KeyEqual::operator()(const OccurrenceKey& a, const OccurrenceKey& b) const {
  // Both leave the same configuration, so the capturing stones are of one colour: R7's reading
  // cannot tell them apart.
  return a.digest == b.digest && same_capture(a.capture, b.capture) && *a.config == *b.config;
}

CycleSetTracker::CycleSetTracker(const GameRecord& record, std::optional<A1Reading> a1,
                                 R13Reading r13, const DefinitionReadings& definitions)
    : a1_(a1), r13_(r13), definitions_(definitions), last_played_(record.graph().size(), 0) {
  for (std::size_t n = 1; n <= record.ply_count(); ++n) add(record, n, n == record.ply_count());
}

CycleSetTracker CycleSetTracker::without_a1() const {
  CycleSetTracker copy = *this;
  copy.a1_.reset();
  return copy;
}

CycleSetTracker::SignatureKey CycleSetTracker::signature_key(Player player,
                                                             const Signature& signature) const {
  if (definitions_.r14 == R14Reading::Union) return {player, signature.points, -1, PointSet{}};
  return {player, signature.points, signature.played.index(), signature.captured};
}

CycleSetTracker::CycleSetKey CycleSetTracker::cycle_set_key(const CaptureMove& capture,
                                                            const Configuration& after) const {
  const int colour = definitions_.r7 == R7Reading::Colour ? static_cast<int>(capture.by) : -1;
  std::string config;
  if (definitions_.r8 == R8Reading::Config) key_bytes::put(config, after);
  return {capture.played, capture.captured, colour, std::move(config)};
}

const DisallowedSignature* CycleSetTracker::disallowed(Player player,
                                                       const Signature& signature) const {
  auto it = disallowed_index_.find(signature_key(player, signature));
  return it == disallowed_index_.end() ? nullptr : &disallowed_[it->second];
}

std::optional<std::size_t> CycleSetTracker::counteracted_by(const Graph& graph, const Move& move,
                                                            const PlayResult& effect) const {
  std::optional<std::size_t> first;
  for (const PendingPd& pd : pending_) {
    if (pd.player != move.player &&
        counteracts(graph, pd.point, pd.threatened, move, effect, pd.own_threatened) &&
        (!first || pd.ply < *first))
      first = pd.ply;
  }
  return first;
}

void CycleSetTracker::add(const GameRecord& record, std::size_t n, bool last) {
  add_ply(record.graph(), record.configuration_after(n - 1), record.plies()[n - 1], n);
  if (!a1_ || ban_.last.capture_ply != n) return;
  if (a1_->continuations == A1Continuations::Base) {
    ban_.obvious_set = obvious_cycle_set(record, n, *a1_);
  } else if (last) {
    ban_.obvious_set = local_obvious_cycle_set(record, *this, *a1_);
    if constexpr (kChecks) {
      check_fact(RuleId::A1, "obvious cycle set (A1.local)", "ply " + std::to_string(n),
                 ban_.obvious_set, obvious_cycle_set(record, n, *a1_));
    }
  }
}

void CycleSetTracker::add_ply(const Graph& graph, const Configuration& before, const Ply& ply,
                              std::size_t n) {
  // R10 for this ply, from the previous one.
  const bool constrained = ban_.constrains(a1_ && a1_->constrains);
  const PlayResult effect{{}, *ply.after, ply.captured, ply.self_captured};

  // R13/R15: does this ply counteract a pending potentially disallowed move? Under R13.next the
  // pending move is the previous ply's; under R13.later each stays until counteracted or over.
  std::vector<PendingPd> still;
  for (PendingPd& pd : pending_) {
    if (ply.move.player != pd.player &&
        counteracts(graph, pd.point, pd.threatened, ply.move, effect, pd.own_threatened)) {
      const Signature signature{pd.signature, pd.point, pd.captured};
      if (!disallowed(pd.player, signature)) {
        disallowed_index_[signature_key(pd.player, signature)] = disallowed_.size();
        disallowed_.push_back({pd.player, pd.signature, pd.ply, n, pd.point, pd.captured});
      }
    } else if (r13_ == R13Reading::Later && still_pending(graph, pd.player, pd.point, pd.threatened,
                                                          *ply.after, pd.own_threatened)) {
      still.push_back(std::move(pd));
    }
  }
  pending_ = std::move(still);
  if (!ply.move.is_pass()) {
    const ThreatFacts facts =
        threat_facts(graph, before, ply.move, effect, constrained, definitions_);
    if (facts.potentially_disallowed) {
      std::vector<PointSet> all = facts.threatened;
      all.insert(all.end(), facts.own_threatened.begin(), facts.own_threatened.end());
      const PendingPd pd{ply.move.player,
                         *ply.move.point,
                         facts.threatened,
                         move_signature(*ply.move.point, ply.captured, all),
                         n,
                         facts.own_threatened,
                         ply.captured};
      const auto at = std::find_if(pending_.begin(), pending_.end(),
                                   [&](const PendingPd& p) { return pd.point < p.point; });
      pending_.insert(at, pd);
    }
  }

  // R8/R9: the cycle set of this ply's capture, and the ban it leaves (A1's set: add()).
  ban_ = CycleSetBan{};
  if (const auto capture = capture_of(ply)) {
    ban_.last.capture_ply = n;
    OccurrenceKey key{*capture, ply.after, ply.after->digest()};
    auto [it, fresh] = first_occurrence_.try_emplace(key, n);
    PointSet& set = cycle_sets_[cycle_set_key(*capture, *ply.after)];
    if (!fresh) {
      ban_.last.earlier_ply = it->second;
      for (Point p : graph.points()) {
        if (last_played_[p.index()] > it->second) set.insert(p);  // R8.between
      }
    }
    ban_.last.cycle_set = set;
  }
  if (!ply.move.is_pass()) last_played_[ply.move.point->index()] = n;
}

}  // namespace kospec

namespace kospec {

std::string CycleSetTracker::canonical_state() const {
  using key_bytes::put;
  std::string out;
  put(out, ban_.last.cycle_set);
  put(out, ban_.obvious_set);
  put(out, pending_.size());
  for (const PendingPd& pd : pending_) {  // by point
    put(out, static_cast<std::uint64_t>(pd.player));
    put(out, pd.point.index());
    put(out, pd.signature);
    put(out, pd.threatened.size());
    for (const PointSet& t : pd.threatened) put(out, t);
    put(out, pd.own_threatened.size());
    for (const PointSet& t : pd.own_threatened) put(out, t);
    if (definitions_.r14 == R14Reading::Parts) put(out, pd.captured);
  }
  for (const auto& [key, index] : disallowed_index_) {  // std::map: sorted
    put(out, static_cast<std::uint64_t>(std::get<0>(key)));
    put(out, std::get<1>(key));
    put(out, static_cast<std::uint64_t>(std::get<2>(key)));
    put(out, std::get<3>(key));
  }
  put(out, 0xFFFFFFFFULL);
  for (const auto& [capture, set] : cycle_sets_) {  // std::map: sorted
    put(out, std::get<0>(capture).index());
    put(out, std::get<1>(capture));
    put(out, static_cast<std::uint64_t>(std::get<2>(capture)));
    out += std::get<3>(capture);
    put(out, set);
  }
  put(out, 0xFFFFFFFFULL);
  // The occurrences, each as (capture, configuration, points played since): sorted to be canonical.
  std::vector<std::string> occurrences;
  for (const auto& [key, first] : first_occurrence_) {
    std::string o;
    put(o, key.capture.played.index());
    put(o, key.capture.captured);
    put(o, *key.config);
    std::vector<Point> since;
    for (std::uint32_t p = 0; p < last_played_.size(); ++p) {
      if (last_played_[p] > first) since.emplace_back(p);
    }
    put(o, PointSet::of(std::move(since)));
    occurrences.push_back(std::move(o));
  }
  std::sort(occurrences.begin(), occurrences.end());
  for (const std::string& o : occurrences) out += o;
  return out;
}

}  // namespace kospec
