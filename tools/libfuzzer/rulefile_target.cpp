// libFuzzer target: rule files (rules/lang). Any text either compiles or throws InputError (a
// refusal naming the place); a file that compiles gives clauses whose decisions and findings hold
// on every combination of the facts they read, and a ruleset that judges every move of a short
// game on a small board, both engines' way (the rules layer here).
#include <cstddef>
#include <cstdint>
#include <string>

#include "rules/game.h"
#include "rules/lang/rule_file.h"
#include "spec/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string text(reinterpret_cast<const char*>(data), size);
  lang::RuleFile file;
  try {
    file = lang::compile_rule_text(text, "fuzz.kor");
  } catch (const InputError&) {
    return 0;
  }
  for (const auto& rule : file.rules) {
    const RuleProgram& p = rule->text.condition;
    for (std::size_t v = 0; v < p.valuations(); ++v) {
      const MoveFacts facts = p.facts_of(v);
      const Decision d = rule->decide(facts);
      if (d.rule != rule->text.id) __builtin_trap();
      if (rule->explain(d, facts, Evidence{}).vote != d.vote) __builtin_trap();
    }
  }
  Ruleset ruleset;
  try {
    ruleset = rule_file_ruleset(file, SelfCapture::All);  // a ruleset of unknown terms: refused
  } catch (const InputError&) {
    return 0;
  }
  const Graph g = Graph::grid(2, 2);
  Game game(GameSetup{g, Configuration(g.size()), Player::Black}, ruleset);
  const Move line[] = {Move::play(Player::Black, g.at(0, 0)),
                       Move::play(Player::White, g.at(1, 0)),
                       Move::pass(Player::Black),
                       Move::play(Player::White, g.at(0, 1)),
                       Move::play(Player::Black, g.at(1, 1)),
                       Move::pass(Player::White),
                       Move::pass(Player::Black)};
  for (const Move& m : line) {
    if (game.over()) break;
    for (Point p : g.points()) game.judge(Move::play(game.record().to_move(), p));
    game.judge(Move::pass(game.record().to_move()));
    if (game.judge(m).verdict.legal()) game.play(m);
  }
  return 0;
}
