#include "engine/rules.h"

#include <algorithm>
#include <bit>

#include "engine/history_keys.h"
#include "spec/base_pass.h"
#include "spec/checks.h"
#include "spec/clause_table.h"
#include "spec/error.h"

namespace kospec::engine {

namespace {

// The first id of a capture or configuration an A1.local continuation makes (interned ids stay
// far below it).
constexpr std::uint32_t kScratchId = 0x80000000U;

// The id of `value` in `interner`, interning it; in an A1.local continuation (`scratch`), its id
// there if it has one, else an id from ScratchIds::kScratchId on, never interned.
template <class T, class Hash>
std::uint32_t id_of(Interner<T, Hash>& interner, const T& value, std::vector<T>* scratch) {
  if (!scratch) return interner.intern(value);
  if (const std::uint32_t id = interner.find(value)) return id;
  auto at = std::find(scratch->begin(), scratch->end(), value);
  if (at == scratch->end()) at = scratch->insert(at, value);
  return kScratchId + static_cast<std::uint32_t>(at - scratch->begin());
}

std::optional<int> ko_after(const Geometry& geometry, const PlayEffect& effect, int point,
                            Player mover) {
  if (effect.captured.count() != 1) return std::nullopt;
  const Mask string = geometry.string_of(effect.after.stones(mover), point);
  if (string.count() != 1 ||
      geometry.liberties(string, geometry.all() - effect.after.occupied()).count() != 1) {
    return std::nullopt;
  }
  return effect.captured.lowest();
}

}  // namespace

std::uint64_t ExactRules::CaptureHash::operator()(const Capture& c) const {
  const std::uint64_t h = hash_combine(
      hash_combine(mix64(static_cast<std::uint64_t>(c.point)), c.captured.lo), c.captured.hi);
  return hash_combine(h, (std::uint64_t{c.by} << 32) | c.config);
}

std::uint64_t ExactRules::WordsHash::operator()(std::span<const std::uint64_t> w) const {
  // A multiply-rotate step a word and one full mix at the end: the facts run to dozens of words,
  // and the interner reads the low bits, which the final mix spreads.
  std::uint64_t h = kGoldenGamma ^ w.size();
  for (std::uint64_t x : w) h = (std::rotl(h, 23) ^ x) * 0x9FB21C651E98DF25ULL;
  return mix64(h);
}

ExactRules::ExactRules(const Game& start)
    : graph_(start.record().graph()),
      geometry_(graph_),
      ruleset_(start.ruleset()),
      reads_(ruleset_.reads()),
      two_passes_end_(ruleset_.two_passes_end()),
      cycle_rules_(ruleset_.needs_cycle_sets()),
      facts_(cycle_rules_ || reads(reads_, Fact::ProtectedCapture)) {
  if ((reads_ & ~kEngineFacts) != 0)
    throw PreconditionError("ExactRules: ruleset " + ruleset_.name +
                            " reads a fact the engine does not gather");
  for (RuleId id : ruleset_.clauses) rows_.push_back(&ruleset_.row(id));
  if (ruleset_.a1) {
    continuation_readings_ = continuation_readings(*ruleset_.a1);
    for (RuleId id : continuation_clause_ids(ruleset_.a1->clauses)) {
      continuation_rows_.push_back(clause_row(id));
      continuation_reads_ |= clause_row(id)->reads;
    }
  }
  start_ = setup_state(start.record().setup());
  for (const Ply& ply : start.record().plies()) {
    const Step step = judge_move(start_, ply.move);
    require(step.outcome != Outcome::Illegal, "ExactRules: the start game holds an illegal ply");
    start_ = step.next;
  }
  if constexpr (kChecks) shadow_.start(start_, start);
}

State ExactRules::setup_state(const GameSetup& setup) {
  State s = fresh_history(board_of(setup.initial), setup.to_move);
  if (facts_) s.cycle = store(CycleFacts{});
  return s;
}

State ExactRules::fresh_history(const Board& board, Player to_move) {
  State s;
  s.board = board;
  s.to_move = to_move;
  const std::uint32_t c = configs_.intern(s.board);
  if (reads(reads_, Fact::Repeat)) s.whole = sets_.insert(s.whole, key(c, kSeen), 0);
  if (reads(reads_, Fact::RepeatToMove))
    s.whole = sets_.insert(s.whole, key(c, kToMove, s.to_move), 0);
  if (reads(reads_, Fact::RepeatMadeBy))  // NSSK.setup: created by the player not to move
    s.whole = sets_.insert(s.whole, key(c, kMadeBy, opponent(s.to_move)), 0);
  if (reads(reads_, Fact::RepeatInWindow)) s.whole = sets_.insert(s.whole, window_key(1), c);
  if (reads(reads_, Fact::RepeatSincePass))
    s.recent = sets_.insert(s.recent, key(c, kSincePass), 0);
  if (reads(reads_, Fact::SituationCount))
    s.recent = sets_.insert(s.recent, key(c, kSituation, s.to_move), 1);
  return s;
}

State ExactRules::exchange(const State& state) {
  require(!state.over(), "ExactRules::exchange: the game is over");
  // THREAT.exchange: the two stones played elsewhere make every later configuration differ from
  // every earlier one, so the histories start again here, as at a setup whose configuration the
  // answer (a board play of the opponent of the player to move) created.
  State s = fresh_history(state.board, state.to_move);
  if (facts_) {
    CycleFacts f = cycle_facts(state);
    f.ban = {};      // R9 bans the threat's point only, which is elsewhere
    f.obvious = {};  // A1: likewise
    f.guarded = {};  // A2: the threat captures nothing here
    // R13.next: the threat is the next ply and counteracts nothing here; R13.later: the threat
    // and its answer counteract nothing here and leave every pending move pending.
    if (ruleset_.r13 == R13Reading::Next) f.pending.clear();
    f.occurrences = {};  // R8: no later configuration equals one before the exchange
    s.cycle = store(f);  // R8's cycle sets and R15's disallowed signatures remain
  }
  return s;
}

std::uint32_t ExactRules::store(const CycleFacts& facts) {
  facts.encode_to(encoded_, geometry_.points());
  const std::uint32_t id = cycle_facts_.intern(encoded_);
  require(!ProvisionalWords::holds(id), "ExactRules: more than 2^31 cycle facts");
  return id;
}

std::uint32_t ExactRules::store_provisional(const CycleFacts& facts) {
  facts.encode_to(encoded_, geometry_.points());
  if (const std::uint32_t id = cycle_facts_.find(encoded_)) return id;
  return provisional_.add(encoded_);
}

ExactRules::Provisional::Provisional(ExactRules& rules)
    : rules_(rules), mark_(rules.provisional_.mark()) {
  ++rules_.provisional_depth_;
}

ExactRules::Provisional::~Provisional() {
  --rules_.provisional_depth_;
  rules_.provisional_.release(mark_);
  if (ProvisionalWords::above(rules_.decoded_id_, mark_)) {  // (its id may be given again)
    rules_.decoded_id_ = 0;
    rules_.decoded_ = CycleFacts{};
  }
}

State ExactRules::kept(const State& state) {
  if (!provisional(state)) return state;
  State s = state;
  s.cycle = cycle_facts_.intern(provisional_[state.cycle]);
  return s;
}

CycleFacts ExactRules::cycle_facts(const State& state) const { return facts_of(state.cycle); }

const CycleFacts& ExactRules::facts_of(std::uint32_t id) const {
  if (id != decoded_id_) {
    decoded_ = id == 0 ? CycleFacts{}
               : ProvisionalWords::holds(id)
                   ? CycleFacts::decode(provisional_[id], geometry_.points())
                   : CycleFacts::decode(cycle_facts_[id], geometry_.points());
    decoded_id_ = id;
  }
  return decoded_;
}

std::size_t ExactRules::history_bytes() const {
  return configs_.bytes() + captures_.bytes() + sets_.bytes() + cycle_facts_.bytes() +
         provisional_.bytes();
}

Step ExactRules::judge(const State& state, const Move& move) {
  Step step = judge_move(state, move);
  if constexpr (kChecks) shadow_.check(state, move, step);
  return step;
}

Step ExactRules::judge_move(const State& state, const Move& move) {
  Step step;
  if (state.over() || move.player != state.to_move) {
    step.outcome = Outcome::Illegal;
    return step;
  }
  if (move.is_pass()) return judge_pass(state, move);
  const int point = static_cast<int>(move.point->index());
  const PlayEffect effect = play(geometry_, state.board, point, move.player, ruleset_.self_capture);
  step.deciding = RuleId::SUI;
  if (!effect.legal) {
    step.outcome = Outcome::Illegal;
    step.deciding = effect.rule;
    return step;
  }
  step.facts = play_facts(state, point, move.player, effect);
  step.gathered = true;
  if (vote(Judges::BoardPlays, step.facts, step))
    step.next = advance(state, move, effect, step.outcome);
  return step;
}

Step ExactRules::judge_pass(const State& state, const Move& move) {
  Step step;
  step.deciding = RuleId::PASS;
  step.facts = move_facts(state, move.player);
  if (vote_pass_end(state.last_was_pass(), two_passes_end_) == Vote::Ends)
    step.outcome = Outcome::Ends;
  if (reads(reads_, Fact::PassedHere)) {
    const std::uint32_t c = configs_.find(state.board);
    step.facts.passed_here = c != 0 && sets_.find(state.whole, key(c, kPassedIn, move.player));
  }
  step.gathered = true;
  vote(Judges::Passes, step.facts, step);
  step.next =
      advance(state, move, PlayEffect{true, RuleId::PASS, state.board, {}, {}}, step.outcome);
  return step;
}

bool ExactRules::vote(Judges judges, const MoveFacts& facts, Step& step) const {
  for (const ClauseRow* row : rows_) {
    if (row->judges != judges) continue;
    const Decision d = row->decide(facts, ruleset_);
    if (d.vote == Vote::Forbid) {
      step.outcome = Outcome::Illegal;
      step.deciding = d.rule;
      return false;
    }
    if (step.outcome != Outcome::Legal) continue;  // an earlier clause ended the game
    step.deciding = d.rule;
    if (d.vote != Vote::Allow) step.outcome = outcome_of(d.vote);
  }
  return true;
}

MoveFacts ExactRules::move_facts(const State& state, Player mover) const {
  MoveFacts f;
  if (reads(reads_, Fact::Mover)) f.black = mover == Player::Black;
  if (reads(reads_, Fact::AfterPass)) f.after_pass = state.last_was_pass();
  return f;
}

MoveFacts ExactRules::play_facts(const State& state, int point, Player mover,
                                 const PlayEffect& effect) const {
  MoveFacts f = move_facts(state, mover);
  f.at_ko_point = reads(reads_, Fact::KoPoint) && state.ko == point + 1;
  if (reads(reads_, Fact::Captures))
    f.captures = static_cast<std::uint16_t>(effect.captured.count());
  if (reads(reads_, Fact::SelfCapture)) f.self_capture = !effect.self_captured.empty();
  if (reads(reads_, Fact::Threatens)) {  // R11: an opponent string left with one liberty
    const Threats t =
        threats_of(geometry_, state.board, point, mover, effect, false, ruleset_.definitions);
    f.threatens = !t.threatened.empty();
  }
  if (reads_ & kHistoryFacts) {
    const std::uint32_t after = configs_.find(effect.after);  // 0: never seen, in no history
    if (after != 0) history_facts(state, after, mover, f);
  }
  if (facts_) cycle_play_facts(facts_of(state.cycle), state.board, point, mover, effect, reads_, f);
  return f;
}

void ExactRules::history_facts(const State& state, std::uint32_t after, Player mover,
                               MoveFacts& f) const {
  const Player next = opponent(mover);
  const FactMask m = reads_;
  f.repeats = reads(m, Fact::Repeat) && sets_.find(state.whole, key(after, kSeen));
  f.repeats_to_move =
      reads(m, Fact::RepeatToMove) && sets_.find(state.whole, key(after, kToMove, next));
  f.repeats_made_by =
      reads(m, Fact::RepeatMadeBy) && sets_.find(state.whole, key(after, kMadeBy, mover));
  f.repeats_since_pass =
      reads(m, Fact::RepeatSincePass) && sets_.find(state.recent, key(after, kSincePass));
  for (int age = 1; reads(m, Fact::RepeatInWindow) && age <= ruleset_.window; ++age) {
    if (sets_.find(state.whole, window_key(age)) == after) f.repeats_in_window = true;
  }
  if (reads(m, Fact::SituationCount)) {
    f.situation_count = static_cast<std::uint8_t>(
        sets_.find(state.recent, key(after, kSituation, next)).value_or(0));
  }
}

void ExactRules::cycle_play_facts(const CycleFacts& facts, const Board& board, int point,
                                  Player mover, const PlayEffect& effect, FactMask mask,
                                  MoveFacts& f) const {
  f.in_cycle_set = reads(mask, Fact::CycleSetBan) && facts.ban.has(point);
  f.in_obvious_set = reads(mask, Fact::ObviousSet) && facts.obvious.has(point);
  f.constrained = reads(mask, Fact::Constrained) && facts.constrains(obvious_constrains());
  if (reads(mask, Fact::DisallowedSignature) && facts.any_disallowed(mover)) {
    const Threats t =
        threats_of(geometry_, board, point, mover, effect, false, ruleset_.definitions);
    f.signature_disallowed = facts.is_disallowed(
        disallowed_key(mover, point, effect.captured, signature_of(point, effect.captured, t),
                       ruleset_.definitions.r14));
  }
  f.captures_protected = reads(mask, Fact::ProtectedCapture) && (facts.guarded & effect.captured);
  f.tko_capture = reads(mask, Fact::TkoCapture) && effect.captured.count() == 1 &&
                  takes_ko_of_two_kos_one_liberty(geometry_, board, point, mover,
                                                  ruleset_.self_capture, ruleset_.a3);
  f.counteracts = reads(mask, Fact::Counteracts) &&
                  std::any_of(facts.pending.begin(), facts.pending.end(), [&](const Pending& pd) {
                    return pd.player != mover && counteracts(geometry_, pd, effect);
                  });
}

State ExactRules::advance(const State& state, const Move& move, const PlayEffect& effect,
                          Outcome outcome) {
  State s = state;
  const Player mover = move.player;
  const Player next = opponent(mover);
  s.to_move = next;
  s.flags = move.is_pass() ? State::kLastPass : 0;
  if (outcome == Outcome::NoResult) s.flags |= State::kNoResult;
  if (outcome == Outcome::Ends) s.flags |= State::kEnded;
  s.board = effect.after;
  s.ko = 0;
  if (!move.is_pass() && reads(reads_, Fact::KoPoint)) {
    const int point = static_cast<int>(move.point->index());
    if (const auto ko = ko_after(geometry_, effect, point, mover))
      s.ko = static_cast<std::uint16_t>(*ko + 1);
  }
  if (facts_) s.cycle = advance_cycle_facts(state, move, effect);
  const FactMask m = reads_;
  if ((m & kHistoryFacts) == 0) return s;
  const std::uint32_t c = configs_.intern(s.board);
  if (reads(m, Fact::RepeatInWindow)) s.whole = shift_window(s.whole, c);
  if (move.is_pass()) {
    if (reads(m, Fact::RepeatToMove)) s.whole = sets_.insert(s.whole, key(c, kToMove, next), 0);
    if (reads(m, Fact::PassedHere)) s.whole = sets_.insert(s.whole, key(c, kPassedIn, mover), 0);
    s.recent = 0;
    if (reads(m, Fact::RepeatSincePass)) s.recent = sets_.insert(s.recent, key(c, kSincePass), 0);
    if (reads(m, Fact::SituationCount))
      s.recent = sets_.insert(s.recent, key(c, kSituation, next), 1);
    return s;
  }
  if (reads(m, Fact::Repeat)) s.whole = sets_.insert(s.whole, key(c, kSeen), 0);
  if (reads(m, Fact::RepeatToMove)) s.whole = sets_.insert(s.whole, key(c, kToMove, next), 0);
  if (reads(m, Fact::RepeatMadeBy)) s.whole = sets_.insert(s.whole, key(c, kMadeBy, mover), 0);
  if (reads(m, Fact::RepeatSincePass)) s.recent = sets_.insert(s.recent, key(c, kSincePass), 0);
  if (reads(m, Fact::SituationCount)) {
    const std::uint32_t seen = sets_.find(s.recent, key(c, kSituation, next)).value_or(0);
    s.recent =
        sets_.insert(s.recent, key(c, kSituation, next), std::min<std::uint32_t>(2, seen + 1));
  }
  return s;
}

std::uint32_t ExactRules::shift_window(std::uint32_t whole, std::uint32_t config) {
  // WSK: the configuration `age` plies ago moves to age + 1; the oldest leaves the window.
  for (int age = ruleset_.window; age > 1; --age) {
    if (const auto older = sets_.find(whole, window_key(age - 1)))
      whole = sets_.insert(whole, window_key(age), *older);
  }
  return sets_.insert(whole, window_key(1), config);
}

std::uint32_t ExactRules::advance_cycle_facts(const State& state, const Move& move,
                                              const PlayEffect& effect) {
  CycleFacts f = next_cycle_facts(facts_of(state.cycle), state.board, move, effect, nullptr);
  if (cycle_rules_ && ruleset_.a1 && !move.is_pass() && effect.captured) {
    // A1: the cycle set this ply's capture could obviously create.
    const int point = static_cast<int>(move.point->index());
    const A1Reading& a1 = *ruleset_.a1;
    f.obvious =
        a1.continuations == A1Continuations::Local
            ? local_obvious_set(f, state.board, effect.after, point, effect.captured, move.player)
            : obvious_cycle_set(geometry_, effect.after, point, effect.captured, move.player,
                                a1.depth, a1.self_capture);
  }
  return provisional_depth_ > 0 && !kChecks ? store_provisional(f) : store(f);
}

CycleFacts ExactRules::next_cycle_facts(const CycleFacts& before, const Board& board,
                                        const Move& move, const PlayEffect& effect,
                                        ScratchIds* scratch) {
  CycleFacts f = before;
  f.ban = {};
  f.obvious = {};
  f.guarded = {};
  if (move.is_pass()) {  // a pass counteracts nothing, captures nothing and plays on no point
    if (ruleset_.r13 == R13Reading::Next) f.pending.clear();
    return f;
  }
  const int point = static_cast<int>(move.point->index());
  const Player mover = move.player;
  const SelfCapture sc = ruleset_.self_capture;
  if (cycle_rules_) {
    // R13/R15: does this ply counteract a pending potentially disallowed move? (R13.next: the
    // previous ply's; R13.later: any still pending.)
    f.pending.clear();
    for (const Pending& pd : before.pending) {
      if (pd.player != mover && counteracts(geometry_, pd, effect)) {
        const Disallowed entry = disallowed_key(pd.player, pd.point, pd.captured, pd.signature,
                                                ruleset_.definitions.r14);
        const auto at = std::lower_bound(f.disallowed.begin(), f.disallowed.end(), entry);
        if (at == f.disallowed.end() || *at != entry) f.disallowed.insert(at, entry);
      } else if (ruleset_.r13 == R13Reading::Later && still_pending(geometry_, pd, effect.after)) {
        f.pending.push_back(pd);
      }
    }
    const Threats t = threats_of(geometry_, board, point, mover, effect,
                                 before.constrains(obvious_constrains()), ruleset_.definitions);
    if (t.potentially_disallowed) {
      const Pending pd{mover,
                       point,
                       signature_of(point, effect.captured, t),
                       t.threatened,
                       t.own_threatened,
                       effect.captured};
      const auto at = std::find_if(f.pending.begin(), f.pending.end(),
                                   [&](const Pending& p) { return point < p.point; });
      f.pending.insert(at, pd);
    }
    // R8/R9: the cycle set of this ply's capture, and the ban it leaves.
    std::optional<Occurrence> fresh;
    if (effect.captured) {
      const std::uint32_t k = id_of(configs_, effect.after, scratch ? &scratch->configs : nullptr);
      const std::uint32_t c = id_of(captures_, capture_key(point, effect.captured, mover, k),
                                    scratch ? &scratch->captures : nullptr);
      Mask set = f.cycle_set(c);
      const Occurrence probe{c, k, {}};
      auto at =
          std::lower_bound(f.occurrences.begin(), f.occurrences.end(), probe,
                           [](const Occurrence& a, const Occurrence& b) {
                             return std::pair{a.capture, a.config} < std::pair{b.capture, b.config};
                           });
      if (at != f.occurrences.end() && at->capture == c && at->config == k) {
        set |= at->since;  // R8.between: the points played since its first occurrence
      } else {
        fresh = probe;
        f.occurrences.insert(at, probe);
      }
      if (set) {
        const auto cs =
            std::lower_bound(f.cycle_sets.begin(), f.cycle_sets.end(), c,
                             [](const auto& e, std::uint32_t id) { return e.first < id; });
        if (cs != f.cycle_sets.end() && cs->first == c) {
          cs->second = set;
        } else {
          f.cycle_sets.insert(cs, {c, set});
        }
      }
      f.ban = set;
    }
    for (Occurrence& o : f.occurrences) {
      if (!fresh || o.capture != fresh->capture || o.config != fresh->config)
        o.since |= Mask::of(point);
      o.since -= f.cycle_set(o.capture);
    }
  }
  if (reads(reads_, Fact::ProtectedCapture))
    f.guarded =
        guarded_double_ko_stones(geometry_, effect.after, point, mover, sc, ruleset_.a2_passes);
  return f;
}

ExactRules::Capture ExactRules::capture_key(int point, Mask captured, Player mover,
                                            std::uint32_t config) const {
  const DefinitionReadings& d = ruleset_.definitions;
  Capture c{point, captured};
  if (d.r7 == R7Reading::Colour) c.by = mover == Player::Black ? 1 : 2;  // R7.colour
  if (d.r8 == R8Reading::Config) c.config = config;                      // R8.config
  return c;
}

Mask ExactRules::local_obvious_set(const CycleFacts& facts, const Board& before, const Board& after,
                                   int played, Mask captured, Player capturer) {
  LocalSearch search{played, captured, capturer,
                     before, after,    local_region(geometry_, after, played, captured),
                     {},     {}};
  const int depth = ruleset_.a1->depth;
  const Player first = opponent(capturer);
  explore_continuations(search, facts, after, first, depth,
                        continuation_plies(search, after, first, depth, {}), {}, {});
  return search.found;
}

std::vector<ExactRules::ContinuationPly> ExactRules::continuation_plies(const LocalSearch& search,
                                                                        const Board& board,
                                                                        Player mover, int left,
                                                                        Mask emptied) const {
  const SelfCapture sc = ruleset_.a1->self_capture;
  std::vector<ContinuationPly> found;
  Mask candidates = (search.region | emptied) - board.occupied();
  if (left == 1) candidates &= Mask::of(search.played);  // the last ply is the capture again
  if (left == 2) {
    // The opponent's last ply must leave the configuration the capture was made in: it keeps its
    // stone where that has one of the mover's, or (self-capture) leaves the point empty.
    Mask keep = search.before.stones(mover);
    if (sc != SelfCapture::Forbidden) keep |= geometry_.all() - search.before.occupied();
    candidates &= keep;
  }
  for_each_point(candidates, [&](int q) {
    const PlayEffect e = play(geometry_, board, q, mover, sc);
    if (!e.legal) return;
    const bool again = mover == search.capturer && q == search.played &&
                       e.captured == search.captured && e.after == search.target;
    if (left == 1 && !again) return;
    if (left == 2 && !(e.after == search.before)) return;
    found.push_back({q, e, again});
  });
  return found;
}

void ExactRules::explore_continuations(LocalSearch& search, const CycleFacts& facts,
                                       const Board& board, Player mover, int left,
                                       const std::vector<ContinuationPly>& plies, Mask points,
                                       Mask emptied) {
  for (const ContinuationPly& c : plies) {
    const PlayEffect& e = c.effect;
    const Mask now_empty = emptied | e.captured | e.self_captured;
    std::vector<ContinuationPly> next =
        left == 1 ? std::vector<ContinuationPly>{}
                  : continuation_plies(search, e.after, opponent(mover), left - 1, now_empty);
    // A1's basic ko inside a continuation (spec/a1_continuations.h): a reply after which `c`'s
    // capture could be made again at once, leaving the same configuration, may only close it.
    for (ContinuationPly& n : next) {
      if (!e.captured || n.effect.after.occupied().has(c.point)) continue;
      const PlayEffect again =
          play(geometry_, n.effect.after, c.point, mover, ruleset_.a1->self_capture);
      n.retakes = again.legal && again.captured == e.captured && again.after == e.after;
    }
    if (!c.again && (next.empty() || c.retakes)) continue;
    // The ruleset's cycle-set clauses, A1 excepted (the facts of a continuation have no obvious
    // set).
    MoveFacts f;
    cycle_play_facts(facts, board, c.point, mover, e, continuation_reads_, f);
    if (std::any_of(continuation_rows_.begin(), continuation_rows_.end(),
                    [&](const ClauseRow* row) {
                      return row->decide(f, continuation_readings_).vote == Vote::Forbid;
                    }))
      continue;
    if (c.again) search.found |= points;
    if (c.retakes || next.empty()) continue;
    const Move move = Move::play(mover, Point(static_cast<std::uint32_t>(c.point)));
    const CycleFacts after = next_cycle_facts(facts, board, move, e, &search.ids);
    explore_continuations(search, after, e.after, opponent(mover), left - 1, next,
                          points | Mask::of(c.point), now_empty);
  }
}

}  // namespace kospec::engine
