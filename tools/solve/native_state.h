#pragma once
// The state of a game under one superko (PSK, SSK or NSSK, spec/superko.h), Spight's rule
// (spec/spight.h) or the Japanese rule `japanese` (KO+NR+RPE) on a small grid, kept natively for the solver: the position as two bit masks
// (tools/smallboard/bit_board.h), the player to move, the consecutive passes, and the set of history
// keys the rule reads. Its verdicts are the rules layer's (rules/game.h); a RapidCheck property
// compares them move by move. Its table key (key()) is a fingerprint of exactly what the rule's
// future verdicts read, taken in the least of the board's symmetric images (symmetry.h).

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/game.h"
#include "spec/clause_table.h"
#include "tools/smallboard/bit_board.h"
#include "tools/solve/fingerprint.h"
#include "tools/solve/history.h"
#include "tools/solve/history_bits.h"
#include "tools/solve/symmetry.h"

namespace kospec::solve {

/// The superko a native state reads, and how its history keys are made.
enum class SuperkoKind : std::uint8_t {
  Positional,   ///< PSK: every configuration seen (setup, plays and passes)
  Situational,  ///< SSK: (configuration, player to move) after every ply and the setup
  Natural,      ///< NSSK: (configuration, mover) of every board play, and of the setup (NSSK.setup)
  Spight,       ///< SPB+SPE: configurations since the last pass (by pass count); (configuration,
                ///< player) of every pass, and a repeated one ends play
  Japanese,     ///< KO+NR+RPE: the ko point; situations since the last pass, each seen once or
                ///< twice (NR.third: a third ends with no result); (configuration, player) of
                ///< every pass (RPE.config: a repeated one ends play)
};

/// The rule of `start` when the native state can play it: its ruleset is exactly one of PSK, SSK,
/// NSSK (a plain grid of at most 31 points), SPB+SPE or KO+NR+RPE (at most 24 points); nullopt
/// otherwise.
std::optional<SuperkoKind> native_superko(const Game& start);

/// A legal board play of a native state, with the position and history key it leads to.
struct NativePlay {
  int point;                      ///< the point played (its kospec index)
  smallboard::BitPosition after;  ///< the position after the play
  std::uint64_t key;              ///< the history key the play adds
  bool capture;                   ///< whether it removes opponent stones
  bool no_result = false;         ///< Japanese: it ends the game with no result (NR.third)
};

/// The table key of a native state: a 128-bit fingerprint of its least symmetric image, and the
/// symmetry that maps the state to that image.
struct StateKey {
  std::uint64_t a;  ///< the first 64 bits
  std::uint64_t b;  ///< the other 64 bits
  int symmetry;     ///< the symmetry (BoardSymmetry numbering) that maps the state to its image
};

/// A history entry: a configuration, and the fingerprint tag of its slot (PSK 0; SSK, NSSK: 0 when
/// Black made it, 1 when White did; Spight, Japanese: a pass's entry, or an entry of an epoch).
struct HistoryEntry {
  smallboard::BitPosition position;  ///< the configuration
  std::uint64_t tag;                 ///< the slot's fingerprint tag
  bool epoch;                        ///< Spight, Japanese: an entry of an epoch (a pass lifts it)
};

/// A game under a superko, played and taken back natively.
class NativeSuperkoState {
 public:
  /// The state of `start` (its whole record read into the history). Precondition: native_superko.
  /// With `use_symmetry` false the key is the identity image's (symmetry() has one member); with
  /// `history_bits` false no history_bits() are kept (the proof-number search reads none).
  explicit NativeSuperkoState(const Game& start, bool use_symmetry = true,
                              bool history_bits = true);

  /// The board.
  const smallboard::BitBoard& board() const { return board_; }
  /// The board's symmetries the key reads.
  const BoardSymmetry& symmetry() const { return symmetry_; }
  /// The rule.
  SuperkoKind kind() const { return kind_; }
  /// The position now.
  smallboard::BitPosition position() const { return position_; }
  /// The player to move.
  Player to_move() const { return to_move_; }
  /// The consecutive passes that ended the record so far (2: the game is over).
  int passes() const { return passes_; }
  /// Whether the game is over: two consecutive passes, a repeated pass (Spight, Japanese), or a
  /// no result (Japanese).
  bool over() const { return ended_; }
  /// Whether the game ended with no result (Japanese: NR.third), not with a score.
  bool no_result() const { return no_result_; }
  /// The ko point the player to move may not play on (Japanese: KO.point), or -1.
  int ko_point() const { return ko_; }
  /// Whether a pass now ends the game: after a pass, or (Spight, Japanese) a repeated pass.
  bool pass_ends() const;
  /// The number of plies played since construction.
  std::size_t depth() const { return undo_.size(); }

  /// Writes the legal board plays of the player to move into `out` and returns how many. With
  /// `tested`, adds the history entry each candidate play is tested against (history_bits()).
  int legal_plays(std::array<NativePlay, 32>& out, std::uint64_t* tested = nullptr) const;
  /// The history the rule's future verdicts test, one bit an entry (history_bits.h): PSK, SSK,
  /// NSSK every key; Spight the configurations since the last pass and the passes.
  const HistoryBits& history_bits() const { return bits_; }
  /// Spight, Japanese: the entry pass_ends() tests (this configuration, passed in by the player to
  /// move).
  std::uint32_t pass_entry() const;
  /// Spight, Japanese: whether the rule keeps epochs (a pass lifts the history since the last
  /// pass: SPB's bans, NR's count).
  bool has_epochs() const { return kind_ == SuperkoKind::Spight || kind_ == SuperkoKind::Japanese; }
  /// Spight, Japanese: the entries of the history since the last pass (a pass makes them moot).
  const std::vector<std::uint64_t>& epoch_entries() const { return epoch_mask_; }
  // --- For the proof-number search (dfpn.h), which keys its table by the position and checks a
  // proof's reads against the history as a list. ---
  /// Every entry of the history (the start's record included), in the order they were added; the
  /// rule's future verdicts read them all but the epoch entries before epoch_begin().
  const std::vector<HistoryEntry>& history_entries() const { return entries_; }
  /// Spight, Japanese: the index in history_entries() where the current epoch (since the last
  /// pass) begins; 0 under the superkos.
  std::size_t epoch_begin() const { return epoch_begin_; }

  /// Plays a legal board play found by legal_plays.
  void play(const NativePlay& play);
  /// Passes (always legal).
  void pass();
  /// Takes back the last ply played since construction.
  void undo();

  /// Black's area score minus White's (Tromp-Taylor), for the position now.
  int area_margin() const;
  /// The area margin for the player to move.
  int mover_margin() const { return to_move_ == Player::Black ? area_margin() : -area_margin(); }

  /// The state's table key: a fingerprint of the position, the player to move, whether a pass
  /// now ends play (PSK, SSK, NSSK: the consecutive passes), and the history the rule's future
  /// verdicts read (PSK, SSK, NSSK: the whole set of keys; Spight: the configurations since the
  /// last pass and the passes' keys, not older configurations, whose bans a pass lifted), all
  /// mapped by the symmetry whose image is least. Equal keys: equal futures up to the symmetry.
  StateKey key() const;
  /// The key of what the state holds beside its history (position, player to move, pending
  /// pass), in the least image among those history_bits() keeps (the first on a tie): the
  /// footprint table's key (footprint_table.h), which checks the history in that image.
  StateKey position_key() const;

 private:
  struct Undo {
    smallboard::BitPosition position;
    Player to_move;
    int passes;
    std::uint64_t pass_count;
    bool ended;
    int ko;
    bool no_result;
    std::uint64_t added = 0;   ///< the history key the ply added, 0 if none
    std::uint64_t added2 = 0;  ///< Spight: the key that opened a new epoch, 0 if none
    smallboard::BitPosition added_position{};  ///< the position of `added`
    std::uint64_t added_tag = 0;               ///< the fingerprint tag of `added`
    bool added_to_epoch = false;               ///< `added` is in epoch_ (else in seen_)
  };
  // What the ruleset's board-play clauses say of a play's facts.
  struct Votes {
    bool forbidden = false;  // a clause forbids it
    bool no_result = false;  // a clause ends the game with no result (NR.third)
  };
  Votes votes(const MoveFacts& facts) const;
  // The fact the history's keys answer for a board play (PSK, SSK, NSSK: a repeat; Spight: a
  // repeat since the last pass).
  bool& repeat_fact(MoveFacts& facts) const;
  std::uint64_t key_of(smallboard::BitPosition position, Player mover) const;
  std::uint64_t pass_key(smallboard::BitPosition position, Player passer) const;
  std::uint64_t tag_of(Player mover) const;
  int slot_of(std::uint64_t tag) const;
  std::uint64_t salt() const;
  // The code of the state's position and ko point in the image under symmetry t (injective).
  std::uint64_t image_code(int t) const;
  // Japanese: the board play's key and whether a third occurrence ends the game (NR.third), with
  // the entries it tests added to `tested`.
  std::uint64_t situation_key(smallboard::BitPosition after, bool& third,
                              std::uint64_t* tested) const;
  // Japanese: the ko point a board play on q leaves (KO.point), or -1.
  int ko_after(smallboard::BitPosition after, int q) const;
  // Adds history key `key` with fingerprint tag `tag` for `position` (Spight, Japanese: to the
  // epoch), noting it in `undo`.
  void add_key(std::uint64_t key, smallboard::BitPosition position, std::uint64_t tag, Undo& undo);
  // Spight, Japanese: opens a new epoch at a pass by `passer`, whose first entry is the situation
  // as it stands.
  void open_epoch(Player passer, Undo& undo);
  // Adds the key of `position` made by `mover` to the history (and its fingerprint), noting it in
  // `undo` when it is new.
  void add_configuration(smallboard::BitPosition position, Player mover, Undo& undo);
  void record_pass(Undo& undo);

  smallboard::BitBoard board_;
  SuperkoKind kind_;
  Ruleset ruleset_;
  bool two_passes_end_;                      // PASS.end: two consecutive passes end the game
  std::vector<const ClauseRow*> play_rows_;  // the clauses that judge board plays, in order
  std::vector<const ClauseRow*> pass_rows_;  // the clauses that judge passes, in order
  SelfCapture self_capture_;
  smallboard::BitPosition position_;
  Player to_move_;
  int passes_ = 0;
  std::uint64_t pass_count_ = 0;  ///< Spight: the passes so far, which number the history's epochs
  bool ended_ = false;
  bool no_result_ = false;  ///< Japanese: the game ended with no result
  int ko_ = -1;             ///< Japanese: the ko point (KO.point), -1 if none
  HistorySet history_;
  BoardSymmetry symmetry_;
  SymmetricFingerprint seen_;   ///< the history keys (Spight: the passes' keys)
  SymmetricFingerprint epoch_;  ///< Spight: the configurations since the last pass
  std::vector<Undo> undo_;
  std::vector<SymmetricFingerprint> epochs_;  ///< Spight: the epochs a pass closed, for undo
  HistoryBits bits_;
  std::vector<HistoryEntry> entries_;                   ///< the history in order (history_entries)
  std::size_t epoch_begin_ = 0;                         ///< where the current epoch's entries begin
  std::vector<std::size_t> epoch_begins_;               ///< epoch_begin_ before each pass, for undo
  std::vector<std::uint64_t> epoch_mask_;               ///< Spight: bits_'s epoch slot
  std::vector<std::vector<std::uint64_t>> epoch_bits_;  ///< Spight: bits_ before each pass
};

}  // namespace kospec::solve
