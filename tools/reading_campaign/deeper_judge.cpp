#include "tools/reading_campaign/deeper_judge.h"

#include <algorithm>

#include "reading/reader.h"
#include "spec/player.h"

namespace kospec::reading::campaign {

namespace {

std::string said(const std::string& who, std::optional<ReadCode> code) {
  return who + " " + (code ? std::string(code_name(*code)) : std::string("illegal"));
}

}  // namespace

DeeperVerdict judge_deeper(const Graph& graph, const Answer& kospec, const Answer& other,
                           const Achieved& by_kospec, const Achieved& by_other,
                           const std::string& engine) {
  DeeperVerdict v;
  const bool kospec_claims = strength(kospec.code) > strength(other.code);
  const Answer& claim = kospec_claims ? kospec : other;
  const Answer& doubt = kospec_claims ? other : kospec;
  const std::string claimant = kospec_claims ? "kospec" : engine;
  const std::string doubter = kospec_claims ? engine : "kospec";
  if (!claim.move) {
    v.detail = "no verdict: " + claimant + " gave no move";
    return v;
  }
  const std::optional<ReadCode> ours = by_kospec(*claim.move);
  const std::optional<ReadCode> theirs = by_other(*claim.move);
  const std::string reading = claimant + "'s move " + graph.name(*claim.move) +
                              " achieves, read one ply deeper: " + said("kospec", ours) + ", " +
                              said(engine, theirs);
  if (ours && theirs) {
    const int low = std::min(strength(*ours), strength(*theirs));
    const int high = std::max(strength(*ours), strength(*theirs));
    if (low >= strength(claim.code)) {
      v = {true, claimant, "both readers confirm " + claimant + " (" + reading + ")", claim.code,
           claim.move};
      return v;
    }
    if (high <= strength(doubt.code)) {
      v = {true, doubter, "both readers refute " + claimant + " (" + reading + ")", doubt.code,
           doubt.move};
      return v;
    }
  }
  v.detail = "no verdict (" + reading + ")";
  return v;
}

std::optional<ReadCode> kospec_achieved(const ReadingPosition& position, Question question,
                                        Point target, Point move, KoScheme scheme,
                                        const ReadingLimits& limits) {
  FastBoard board = position.board();
  const std::optional<Player> owner = owner_of(board.color(target));
  if (!owner) return std::nullopt;
  const bool attacker_moves = question == Question::Attack;
  const Player mover = attacker_moves ? opponent(*owner) : *owner;
  if (!board.play(move, mover) && !board.play(move, mover, KoRule::Ignore)) return std::nullopt;
  if (board.color(target) == Color::Empty) return attacker_moves ? ReadCode::Win : ReadCode::Lose;
  Reader reader(board, limits, scheme, 16);
  const ReadResult r = attacker_moves ? reader.find_defense(target) : reader.attack(target);
  return reverse(r.code);
}

}  // namespace kospec::reading::campaign
