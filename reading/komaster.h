#pragma once
// The komaster (gnugo-reading.texi, "Ko Handling"): "The static reading functions [...] consult
// parameters komaster, kom_pos [...]. These mediate ko captures to prevent the occurrence of
// infinite loops. During reading, the komaster values are pushed and popped from a stack."
// Here the state is a value the reader keeps on its own stack, and a scheme is a set of clauses,
// each with an id and the manual's sentence (komaster_clauses.cpp), decided in komaster_rules.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reading/fast_board.h"

namespace kospec::reading {

/// "Normally komaster is EMPTY but it can also be BLACK, WHITE, GRAY_BLACK, GRAY_WHITE or
/// WEAK_KO."
enum class Komaster : std::uint8_t { Empty, Black, White, GrayBlack, GrayWhite, WeakKo };

/// The komaster and the point it guards.
struct KomasterState {
  Komaster komaster = Komaster::Empty;  ///< who has taken a ko conditionally
  std::optional<Point> kom_pos;         ///< "the location of the captured ko stone"
  /// Same komaster and kom_pos.
  bool operator==(const KomasterState&) const = default;
};

/// The komaster schemes of the manual, selectable.
enum class KoScheme : std::uint8_t {
  Scheme5,          ///< "This scheme is known as scheme 5"
  V2_7_232,         ///< "Essentially the 2.7.232 scheme."
  V2_7_232Revised,  ///< "Revised 2.7.232 version"
};

/// "5", "2.7.232" or "2.7.232-revised" (the CLI's --scheme values).
std::string_view scheme_name(KoScheme scheme);
/// Parses a --scheme value; nullopt if unknown.
std::optional<KoScheme> parse_scheme(std::string_view text);
/// "EMPTY", "BLACK", "WHITE", "GRAY_BLACK", "GRAY_WHITE" or "WEAK_KO".
std::string_view komaster_name(Komaster k);
/// "komaster BLACK at C3" style description of a state on a graph.
std::string describe(const Graph& graph, const KomasterState& state);

/// A clause of a scheme: a stable id (K5.1a, K232.2b, KR.2...) and the sentence it implements.
struct KoClause {
  std::string_view id;     ///< the id shown in traces
  std::string_view quote;  ///< gnugo-reading.texi, verbatim
};

/// The clauses of a scheme, in the manual's order.
const std::vector<KoClause>& scheme_clauses(KoScheme scheme);
/// The clause with an id (any scheme); throws PreconditionError if there is none.
const KoClause& ko_clause(std::string_view id);

/// What the reader knows about a play before it is made.
struct KoMoveFacts {
  Player mover = Player::Black;      ///< O, the player to move
  Point move{0};                     ///< where O plays
  bool ko_capture = false;           ///< GNU Go's is_ko(move, O), or a retake at the ko point
  std::optional<Point> captured;     ///< the ko stone it captures (kpos)
  bool conditional = false;          ///< legal only ignoring the ko ban: a conditional capture
  std::optional<Point> previous_ko;  ///< board_ko_pos before the play
};

/// The ids of the clauses that decided, in order.
using ClauseTrail = std::vector<std::string_view>;

/// The ids of a trail separated by spaces, each once, in order of first appearance.
std::string trail_text(const ClauseTrail& trail);

/// Before a play: the state after the scheme's "reverts to EMPTY" clauses for a ko the komaster
/// has won (filled, or no longer a ko and illegal for the opponent).
KomasterState resolve_komaster(KoScheme scheme, const FastBoard& board, KomasterState state,
                               ClauseTrail& trail);

/// Whether the scheme lets O make the play in `state` (facts computed before playing).
bool komaster_permits(KoScheme scheme, const Graph& graph, const KomasterState& state,
                      const KoMoveFacts& facts, ClauseTrail& trail);

/// After the play was made on `board`: the new state, or nullopt if the scheme refuses the play
/// once it is on the board (the revised 2.7.232 scheme's is_ko(kom_pos, X) test).
std::optional<KomasterState> komaster_after(KoScheme scheme, const FastBoard& board,
                                            const KomasterState& state, const KoMoveFacts& facts,
                                            ClauseTrail& trail);

/// A play made under a scheme: the new komaster state and whether the ko ban was ignored.
struct KoPlay {
  KomasterState state;  ///< the komaster after the play
  bool conditional =
      false;             ///< a conditional ko capture (tryko): a threat assumed made and answered
  KomasterState before;  ///< the komaster the play was judged under (after resolve_komaster)
};

/// GNU Go's komaster_trymove(): resolves the state, judges the play by the scheme's clauses, plays
/// it on `board` (ignoring the ko ban only if `consider_conditional` and the scheme allows a
/// conditional capture) and returns the new state; returns nullopt with the board unchanged if
/// the play is illegal or refused. `trail` receives the ids of the clauses that decided.
std::optional<KoPlay> komaster_play(KoScheme scheme, FastBoard& board, const KomasterState& state,
                                    Point p, Player mover, bool consider_conditional,
                                    ClauseTrail& trail);

/// The facts of a play by `mover` at `p` on `board` as it is now (is_ko, the captured stone, the
/// ko ban before the play); `conditional` marks a retake at the ko point that ignores the ban.
KoMoveFacts ko_move_facts(const FastBoard& board, Point p, Player mover, bool conditional);

/// "The exception is a nested ko, characterized by the condition that the captured ko stone is at
/// distance 1 both vertically and horizontally from kom_pos": diagonal in the naming grid.
bool is_nested(const Graph& graph, std::optional<Point> captured, std::optional<Point> kom_pos);

}  // namespace kospec::reading
