#pragma once
// A ruleset on exact states: judges a move in a state as the rules layer (rules/game.h) does,
// with the same outcome and deciding rule, and gives the next state. One ExactRules object owns
// the stores the states' history ids point into, so the states it makes are compared with each
// other only. A RapidCheck state-machine test steps it beside the rules layer under every named
// ruleset and self-capture option.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/cycle_facts.h"
#include "engine/provisional_words.h"
#include "engine/rules_layer_check.h"
#include "engine/state.h"
#include "engine/symmetry.h"
#include "engine/treap_sets.h"
#include "rules/game.h"
#include "spec/clause_table.h"

namespace kospec::engine {

/// The facts the engine gathers (ExactRules::play_facts): every kind of KOSPEC_FACTS; a test gives
/// it a witness of each (engine/test/fact_witness_test.cpp).
inline constexpr FactMask kEngineFacts = kAllFacts;

/// A move judged in a state.
struct Step {
  Outcome outcome = Outcome::Legal;  ///< legal, illegal, no result or ends
  RuleId deciding = RuleId::TURN;    ///< as Verdict::deciding
  State next;                        ///< the state after the move (unless illegal)
  MoveFacts facts;                   ///< the facts the clauses voted on
  bool gathered = false;             ///< whether the facts were gathered (the base rules allow it)
};

/// A ruleset's judgement and successor function on exact states.
class ExactRules {
 public:
  /// The rules of `start`'s ruleset on its board; the start state is `start`'s (its whole record
  /// read into the history). Throws InputError for a board of more than kMaxPoints points.
  explicit ExactRules(const Game& start);

  /// The start state.
  const State& start() const { return start_; }
  /// The board's graph.
  const Graph& graph() const { return graph_; }
  /// The board's adjacency.
  const Geometry& geometry() const { return geometry_; }
  /// The ruleset.
  const Ruleset& ruleset() const { return ruleset_; }

  /// Judges `move` in `state` (TURN, the base rules, then the clauses in order). In a
  /// KOSPEC_CHECKS build the rules layer judges it too, on a game reaching `state`, and a
  /// difference throws CheckError (rules_layer_check.h).
  Step judge(const State& state, const Move& move);
  /// The state after the player to move spends an external ko threat (reading THREAT.exchange):
  /// a threat and its answer played elsewhere, then the same player to move. The ko point lapses;
  /// the configuration histories (PSK, SSK, NSSK, SPB, SPE, RPE, NR) start again from this
  /// configuration, made by the answer; the cycle-set facts keep the cycle sets and the
  /// disallowed signatures and drop the ban, A1's and A2's sets, the capture occurrences and,
  /// under R13.next, the pending move (under R13.later the pending moves stay pending: the
  /// exchange counteracts nothing here). The state must not be over.
  State exchange(const State& state);
  /// Bytes of the shared history stores (configurations, treap nodes, cycle facts).
  std::size_t history_bytes() const;

  /// While one lives, judge() keeps the cycle facts of the states it makes that are new to the
  /// stores aside under provisional ids, which die with it: a search's children, most of them
  /// never searched, then cost no memory once it has left their parent. kept() interns a
  /// state's. Nested ones end in the reverse order of their making. (None under KOSPEC_CHECKS,
  /// whose shadow keeps states.)
  class Provisional {
   public:
    /// Starts keeping `rules`' new facts aside.
    explicit Provisional(ExactRules& rules);
    /// Drops the facts kept aside since the start.
    ~Provisional();
    Provisional(const Provisional&) = delete;
    Provisional& operator=(const Provisional&) = delete;

   private:
    ExactRules& rules_;
    std::size_t mark_;
  };
  /// Whether a state's cycle facts are provisional (they die with the Provisional under way).
  static bool provisional(const State& state) { return ProvisionalWords::holds(state.cycle); }
  /// The state with its cycle facts interned if they are provisional (else the state itself).
  State kept(const State& state);
  /// The cycle-set facts of a state (empty facts when the ruleset reads none).
  CycleFacts cycle_facts(const State& state) const;
  /// Whether A1's obvious set makes the next move constrained (reading A1.full).
  bool obvious_constrains() const { return ruleset_.a1 && ruleset_.a1->constrains; }
  /// The canonical words of a state (engine/state_codec.cpp): its ids replaced by what they
  /// name (configurations, captures) and its lists sorted by content, so equal states of any two
  /// ExactRules of the same start give equal words (states sent between processes).
  std::vector<std::uint64_t> encode(const State& state) const;
  /// The state of canonical words, its history interned into this object's stores. Throws
  /// InputError when the words are not an encoding of a state of this board.
  State decode(std::span<const std::uint64_t> words);
  /// The image of a state under a point map that keeps the board's adjacency
  /// (engine/state_image.cpp): its board, ko point, every configuration of its histories
  /// and every point set of its cycle facts mapped, interned into this object's stores. A state
  /// and its image have the same future up to the map.
  State image(const State& state, const PointMap& map);
  /// The image of a state without history sets (whole and recent 0) under a point map if every
  /// part of it (configurations, captures, cycle facts) is interned already, else nullopt, adding
  /// nothing: the key of a look-up, which no table of interned states can hold when it is new.
  std::optional<State> known_image(const State& state, const PointMap& map);

 private:
  struct Capture {
    int point = 0;
    Mask captured;
    std::uint32_t by = 0;      // R7.colour: the capturer + 1 (0 under R7.points)
    std::uint32_t config = 0;  // R8.config: the configuration it left (0 under R8.between)
    bool operator==(const Capture&) const = default;
  };
  struct CaptureHash {
    std::uint64_t operator()(const Capture& c) const;
  };
  struct BoardHasher {
    std::uint64_t operator()(const Board& b) const { return board_hash(b); }
  };
  struct WordsHash {
    std::uint64_t operator()(std::span<const std::uint64_t> w) const;
  };
  // Ids of the captures and configurations an A1.local continuation makes that no state holds:
  // numbered from kScratchId (rules.cpp), never interned (a continuation's facts are never stored).
  struct ScratchIds {
    std::vector<Capture> captures;
    std::vector<Board> configs;
  };
  // A1.local: a ply the base rules allow that may be part of a continuation.
  struct ContinuationPly {
    int point = 0;
    PlayEffect effect;
    bool again = false;    // the capture again, leaving the same configuration
    bool retakes = false;  // A1's basic ko forbids it but as a continuation's closing ply
  };
  // A1.local's search of one capture's continuations.
  struct LocalSearch {
    int played = 0;  // the capture's point
    Mask captured;   // the stones it captured
    Player capturer = Player::Black;
    Board before;  // the configuration it was made in
    Board target;  // the configuration it left
    Mask region;   // its local region
    Mask found;    // the points of the continuations found, their last ply excepted
    ScratchIds ids;
  };

  // The id of `facts` when a Provisional lives: interned ones', else a provisional one.
  std::uint32_t store_provisional(const CycleFacts& facts);
  // The facts with interned or provisional id `id`, decoded once for all the moves judged in a
  // state (the last id decoded is kept; the reference lasts until another id is decoded).
  const CycleFacts& facts_of(std::uint32_t id) const;
  // judge() without the check switch.
  Step judge_move(const State& state, const Move& move);
  // A pass judged in a state that is not over, by its player.
  Step judge_pass(const State& state, const Move& move);
  // The ruleset's rows that judge `judges` vote on `facts`, in order, into `step` (the first that
  // forbids decides; the first that ends the game keeps it); false when one forbids.
  bool vote(Judges judges, const MoveFacts& facts, Step& step) const;
  // The facts of the move itself (Mover, AfterPass) of `mover` in `state`.
  MoveFacts move_facts(const State& state, Player mover) const;
  // The facts of a board play of `mover` at `point` with `effect`, allowed by the base rules.
  MoveFacts play_facts(const State& state, int point, Player mover, const PlayEffect& effect) const;
  // The repetition facts of a board play leaving the configuration with id `after`.
  void history_facts(const State& state, std::uint32_t after, Player mover, MoveFacts& f) const;
  // The cycle-set facts (R8-R15, A1, A2) of the kinds in `mask` of a board play, from `facts`.
  void cycle_play_facts(const CycleFacts& facts, const Board& board, int point, Player mover,
                        const PlayEffect& effect, FactMask mask, MoveFacts& f) const;
  // WSK: the window of `whole` one ply on, the configuration `config` the newest.
  std::uint32_t shift_window(std::uint32_t whole, std::uint32_t config);
  State advance(const State& state, const Move& move, const PlayEffect& effect, Outcome outcome);
  std::uint32_t advance_cycle_facts(const State& state, const Move& move, const PlayEffect& effect);
  // The cycle facts after `move` (with `effect`) from `before` on `board`, A1's obvious set left
  // empty; the ids of new captures and configurations are interned, or (`scratch`, a
  // continuation of A1.local) taken from it when not interned yet.
  CycleFacts next_cycle_facts(const CycleFacts& before, const Board& board, const Move& move,
                              const PlayEffect& effect, ScratchIds* scratch);
  // A1.local: the obvious set of a capture made in `before`, from `facts`, the facts after it
  // (obvious set empty).
  // R7/R8: the identity of a capture at `point` of `captured` by `mover` that left `config`
  // (R7.colour adds the mover, R8.config the configuration).
  Capture capture_key(int point, Mask captured, Player mover, std::uint32_t config) const;
  Mask local_obvious_set(const CycleFacts& facts, const Board& before, const Board& after,
                         int played, Mask captured, Player capturer);
  // A1.local: the plies of `mover` on `board`, `left` plies at most to go, that the base rules
  // allow on the region's empty points or on `emptied` and after which the continuation can still
  // end with the capture again.
  std::vector<ContinuationPly> continuation_plies(const LocalSearch& search, const Board& board,
                                                  Player mover, int left, Mask emptied) const;
  // A1.local: explores the continuations through `plies` (of `mover` on `board`, with `facts`),
  // `left` plies at most to go; `points`: the points of the plies so far; `emptied`: the points
  // they emptied.
  void explore_continuations(LocalSearch& search, const CycleFacts& facts, const Board& board,
                             Player mover, int left, const std::vector<ContinuationPly>& plies,
                             Mask points, Mask emptied);
  std::uint32_t store(const CycleFacts& facts);
  // The id of the cycle facts of `state` mapped by `map`: interned (`intern`), or found only
  // (nullopt when a part of them is not interned).
  std::optional<std::uint32_t> mapped_facts(const State& state, const PointMap& map, bool intern);
  State setup_state(const GameSetup& setup);
  State fresh_history(const Board& board, Player to_move);

  Graph graph_;
  Geometry geometry_;
  Ruleset ruleset_;
  FactMask reads_;                      // the facts the ruleset's clauses read
  bool two_passes_end_;                 // PASS.end: two consecutive passes end the game
  bool cycle_rules_;                    // R8-R15's facts are read
  bool facts_;                          // the cycle facts are kept (cycle rules or A2)
  std::vector<const ClauseRow*> rows_;  // the ruleset's clauses, in order
  std::vector<const ClauseRow*> continuation_rows_;  // A1.local: the clauses of a continuation
  Readings continuation_readings_;                   // A1.local: their readings
  FactMask continuation_reads_ = 0;                  // A1.local: the facts they read
  Interner<Board, BoardHasher> configs_;
  Interner<Capture, CaptureHash> captures_;
  Interner<std::span<const std::uint64_t>, WordsHash, FlatWords> cycle_facts_;
  ProvisionalWords provisional_;          // facts new to cycle_facts_ while a Provisional lives
  int provisional_depth_ = 0;             // Provisionals alive
  mutable std::uint32_t decoded_id_ = 0;  // the facts last decoded (id 0: none, empty)
  mutable CycleFacts decoded_;
  std::vector<std::uint64_t> encoded_;  // the words of the facts being stored (capacity reused)
  TreapSets sets_;
  State start_;
  RulesLayerShadow shadow_;  // KOSPEC_CHECKS: the rules layer's games of the states reached
};

}  // namespace kospec::engine
