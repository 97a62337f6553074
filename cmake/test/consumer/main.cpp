// An engine author's use of the installed kospec package: play a simple ko under simple ko and ask
// whether the immediate retake is legal, with the rule that decides.
//
//   A B C D
// 3 . X O .
// 2 X O . O      Black C2 captures the white stone at B2 and is left with one liberty (B2):
// 1 . X O .      White's retake at B2 is illegal by KO (Japanese 1989, Article 6).
#include <iostream>

#include "rules/game.h"
#include "rules/ruleset.h"
#include "spec/diagram.h"

int main() {
  using namespace kospec;
  const Diagram d = parse_diagram(".XO.\nXO.O\n.XO.");
  Game game({d.graph, d.config, Player::Black}, parse_ruleset("simple-ko", SelfCapture::Forbidden));
  game.play(Move::play(Player::Black, *d.graph.parse_name("C2")));
  const Judgement retake = game.judge(Move::play(Player::White, *d.graph.parse_name("B2")));
  std::cout << "retake: " << (retake.verdict.legal() ? "legal" : "illegal by ")
            << (retake.verdict.legal() ? "" : rule_code(retake.verdict.deciding)) << "\n";
  return 0;
}
