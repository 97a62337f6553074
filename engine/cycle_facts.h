#pragma once
// The facts of the cycle-set rules of the rules text in compact form: R8's cycle sets and capture
// occurrences, R9's ban and R10's constraint on the next move, R12-R15's pending potentially
// disallowed move and disallowed signatures, A1's obvious cycle set and A2's protected stones;
// reduced to what can still change a verdict and written canonically, so that two histories whose
// futures these rules judge alike have equal facts. rules/cycle_set_tracker.h keeps the same facts
// on the rules layer; a property test steps both side by side.

#include <cstdint>
#include <span>
#include <vector>

#include "engine/board.h"
#include "spec/a3_tko.h"
#include "spec/definition_readings.h"
#include "spec/player.h"

namespace kospec::engine {

/// The first occurrence of a capture (R7) leaving a configuration (R6), and the points played by
/// the plies after it that are not yet in its capture's cycle set: what R8 adds to that cycle set
/// if the same capture leaves the same configuration again. (Points already in the cycle set are
/// dropped: a cycle set only grows, so they would add nothing.)
struct Occurrence {
  std::uint32_t capture = 0;  ///< the capture's id (point played and stones captured)
  std::uint32_t config = 0;   ///< the configuration it left (its id)
  Mask since;                 ///< points played after it, less its capture's cycle set
  /// Same fields.
  bool operator==(const Occurrence&) const = default;
  /// Sorted by capture, then configuration.
  auto operator<=>(const Occurrence&) const = default;
};

/// R12: a potentially disallowed move waiting for the opponent's counteraction (R13): the
/// opponent's reply under R13.next, any later move of the opponent under R13.later.
struct Pending {
  Player player = Player::Black;     ///< who made it
  int point = 0;                     ///< where
  Mask signature;                    ///< R14
  std::vector<Mask> threatened;      ///< the opponent strings it threatened (R11), sorted
  std::vector<Mask> own_threatened;  ///< its own strings it threatened (R11.any), sorted
  Mask captured;                     ///< what it captured (R14.parts compares it)
  /// Same fields.
  bool operator==(const Pending&) const = default;
};

/// R15: a signature a player may no longer use unconstrained (R14): its points, and under
/// R14.parts the point played and the captured points (else -1 and none).
struct Disallowed {
  Player player = Player::Black;  ///< who may not use it
  Mask signature;                 ///< the union (R14)
  int played = -1;                ///< R14.parts: the point played
  Mask captured;                  ///< R14.parts: the captured points
  /// Same fields.
  bool operator==(const Disallowed&) const = default;
  /// Sorted by player, signature, then parts.
  auto operator<=>(const Disallowed&) const = default;
};

/// Everything R8-R15, A1 and A2 read of the history.
struct CycleFacts {
  Mask ban;      ///< R9: the cycle set the last ply's capture has or creates
  Mask obvious;  ///< A1: the cycle set the last ply's capture could obviously create
  Mask guarded;  ///< A2: the double ko stones the next move may not capture
  std::vector<Pending> pending;                            ///< R12-R13, by point
  std::vector<Disallowed> disallowed;                      ///< R15, sorted
  std::vector<std::pair<std::uint32_t, Mask>> cycle_sets;  ///< R8, non-empty, by capture
  std::vector<Occurrence> occurrences;                     ///< R8, sorted

  /// R10: whether the next move is constrained (A1's obvious set counting under A1.full).
  bool constrains(bool obvious_counts) const {
    return !ban.empty() || (obvious_counts && !obvious.empty());
  }
  /// The cycle set of a capture (empty if none).
  Mask cycle_set(std::uint32_t capture) const;
  /// Whether `player` has any disallowed signature.
  bool any_disallowed(Player player) const {
    for (const Disallowed& d : disallowed) {
      if (d.player == player) return true;
    }
    return false;
  }
  /// Whether `key` (its parts as R14's reading keeps them) is disallowed.
  bool is_disallowed(const Disallowed& key) const;

  /// The canonical words of the facts on a board of `points` points: their fields packed bit by
  /// bit (engine/bit_stream.h), a point set in `points` bits, a point number in the bits the
  /// board's size needs, counts and interned ids in as many groups of bits as they need.
  std::vector<std::uint64_t> encode(int points) const;
  /// The canonical words of the facts, into `out` (its capacity reused).
  void encode_to(std::vector<std::uint64_t>& out, int points) const;
  /// The facts of canonical words written for a board of `points` points.
  static CycleFacts decode(std::span<const std::uint64_t> words, int points);
};

/// R11-R12 on a legal board play.
struct Threats {
  std::vector<Mask> threatened;      ///< opponent strings the play threatens (R11), sorted
  std::vector<Mask> own_threatened;  ///< own strings it threatens (R11.any; else empty)
  /// It increases the liberties of an own threatened string (found only when it decides R12:
  /// the play threatens and is unconstrained).
  bool rescues_own = false;
  bool potentially_disallowed = false;  ///< R12
};

/// R11-R12: what a legal board play by `player` at `point` from `before`, with effect `effect`,
/// threatens; `constrained` is R10's answer for it; `readings` gives R11's and R12's readings.
Threats threats_of(const Geometry& geometry, const Board& before, int point, Player player,
                   const PlayEffect& effect, bool constrained, const DefinitionReadings& readings);

/// R14: the point played, the captured points and the threatened strings' points (own ones too).
Mask signature_of(int point, Mask captured, const Threats& threats);

/// R15's key of a signature of `player` under R14's reading `reading`.
Disallowed disallowed_key(Player player, int point, Mask captured, Mask signature,
                          R14Reading reading);

/// R13: whether a legal board play by the pending move's opponent, with effect `effect`,
/// counteracts `pending`.
bool counteracts(const Geometry& geometry, const Pending& pending, const PlayEffect& effect);

/// R13.later: whether `pending` is still pending on `after`, the board a later ply that did not
/// counteract it left: its stone and its threatened stones are on the board and not every
/// threatened stone is in a string with two or more liberties.
bool still_pending(const Geometry& geometry, const Pending& pending, const Board& after);

/// A1.base: the points of the continuations of at most `depth` plies after a capture at `played`
/// of `captured` by `capturer` that left `after`, in which the capturer repeats the same capture
/// leaving the same configuration (A1.local's search is ExactRules', which judges its plies).
Mask obvious_cycle_set(const Geometry& geometry, const Board& after, int played, Mask captured,
                       Player capturer, int depth, SelfCapture self_capture);

/// A1.local: the local region of a capture at `played` of `captured` that left `after`: those
/// points, every string with a stone on or next to one of them, and those strings' liberties.
Mask local_region(const Geometry& geometry, const Board& after, int played, Mask captured);

/// A2: the double ko stones made by the board play of `owner` at `played` that left `made`, if
/// they are in an eternal life position (empty otherwise); `passes_count`: reading A2.pass.
Mask guarded_double_ko_stones(const Geometry& geometry, const Board& made, int played, Player owner,
                              SelfCapture self_capture, bool passes_count);

/// A3: whether a board play by `player` at `point` in `before` captures a ko beside one of the
/// player's one-liberty strings that has two kos (A3.ko, A3.group, A3.tko; under A3.ko-liberty not
/// a string whose one liberty is a ko point of its own). A3.counter's exception for a
/// counteraction (R13) is the caller's.
bool takes_ko_of_two_kos_one_liberty(const Geometry& geometry, const Board& before, int point,
                                     Player player, SelfCapture self_capture, A3Reading reading);

}  // namespace kospec::engine
