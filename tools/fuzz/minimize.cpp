#include "tools/fuzz/minimize.h"

#include <set>
#include <sstream>

namespace kospec::fuzz {

bool still_disagrees(EngineSession& session, int size, const std::vector<Move>& moves,
                     const Finding& finding) {
  if (!finding.move || !finding.verdict) return false;
  if (session.new_game(size)) return false;
  for (const Move& m : moves) {
    if (!session.game().judge(m).verdict.legal()) return false;  // not a game under kospec's rules
    if (session.play(m)) return false;  // the engine refused an earlier ply
  }
  const Move& move = *finding.move;
  if (session.game().record().to_move() != move.player || move.is_pass()) return false;
  if (session.game().record().current().at(*move.point) != Color::Empty &&
      finding.verdict->deciding != RuleId::OCC) {
    return false;
  }
  const Verdict v = session.game().judge(move).verdict;
  if (v.legal() != finding.verdict->legal() || v.deciding != finding.verdict->deciding)
    return false;
  // The engine's side, asked the same way the finding was found.
  std::optional<Finding> now = session.compare_legal_moves();
  if (finding.kind == "play-rejected" || finding.kind == "genmove-illegal") {
    // Reproduced if the engine's legal list still disagrees with kospec about this move.
    return now && now->move == finding.move;
  }
  return now && now->move == finding.move && now->kind == finding.kind;
}

Finding minimize(EngineSession& session, int size, const Finding& finding, std::size_t budget) {
  if (!finding.move || !finding.verdict) return finding;
  std::vector<Move> moves = finding.moves;
  std::size_t tries = 0;
  auto attempt = [&](const std::vector<Move>& candidate) {
    if (tries >= budget) return false;
    ++tries;
    return still_disagrees(session, size, candidate, finding);
  };
  if (!attempt(moves))
    return finding;  // not reproducible by replay (e.g. engine state): keep as is
  auto remove_pairs = [&] {
    for (std::size_t i = 0; i + 1 < moves.size();) {
      std::vector<Move> candidate = moves;
      candidate.erase(candidate.begin() + static_cast<long>(i),
                      candidate.begin() + static_cast<long>(i) + 2);
      // The players after the cut keep alternating: every later move keeps its colour.
      if (attempt(candidate))
        moves = std::move(candidate);
      else
        ++i;
    }
  };
  remove_pairs();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].is_pass()) continue;
    std::vector<Move> candidate = moves;
    candidate[i] = Move::pass(moves[i].player);
    if (attempt(candidate)) moves = std::move(candidate);
  }
  remove_pairs();
  Finding small = finding;
  small.moves = moves;
  // The verdict and its trace as they are in the minimized game.
  if (still_disagrees(session, size, moves, finding))
    small.verdict = session.game().judge(*finding.move).verdict;
  return small;
}

}  // namespace kospec::fuzz
