#pragma once
// The deeper-reading judge of a disagreement the exact search cannot decide (the string is in open
// space). The reader claiming the better result for the side asked has named a move; that move is
// played and both readers are asked the other question one ply deeper (as the campaign's move
// check does). If both then confirm the claim, the claimant is right: its move achieves what it
// said, whatever the other reader thought at the root. If both refute it, the claim was wrong. If
// the readers disagree one ply deeper too, there is no verdict.
//
// This is a weaker verdict than the exact one: it trusts the two readers where they agree, and it
// is named as such in the case file ("by both readers after GNU Go's move D4").

#include <functional>
#include <optional>
#include <string>

#include "reading/komaster.h"
#include "reading/reading_limits.h"
#include "tools/reading_campaign/gnugo_oracle.h"
#include "tools/reading_campaign/reading_case.h"

namespace kospec::reading::campaign {

/// What a reader says a move achieves for the side asked (nullopt: the move is illegal for it).
using Achieved = std::function<std::optional<ReadCode>(Point move)>;

/// The deeper-reading verdict on a disagreement.
struct DeeperVerdict {
  bool judged = false;              ///< both readers agreed one ply deeper
  std::string right;                ///< "kospec" or the other reader's name, when judged
  std::string detail;               ///< the reading done, for the case file
  ReadCode truth = ReadCode::Lose;  ///< the code the verdict upholds, when judged
  std::optional<Point> move;        ///< the move that achieves it (the claimant's), if any
};

/// Judges a disagreement on `question` about a string of `graph` by reading one ply deeper after
/// the claimant's move; `engine` names the other reader in the verdict.
DeeperVerdict judge_deeper(const Graph& graph, const Answer& kospec, const Answer& other,
                           const Achieved& by_kospec, const Achieved& by_other,
                           const std::string& engine);

/// What `move` achieves for the side asked, by kospec's reader, as GnuGoOracle::achieved asks GNU
/// Go: the move is played (trymove, else tryko), the other question is read and its code reversed;
/// a string the move captures is a WIN for the attacker.
std::optional<ReadCode> kospec_achieved(const ReadingPosition& position, Question question,
                                        Point target, Point move, KoScheme scheme,
                                        const ReadingLimits& limits);

}  // namespace kospec::reading::campaign
