// libFuzzer target: the ruleset expression parser (rules/ruleset.h). Any text either parses or
// throws InputError; a ruleset that parses must judge a move on a small board.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "rules/game.h"
#include "spec/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const SelfCapture option : {SelfCapture::Forbidden, SelfCapture::All}) {
    Ruleset ruleset;
    try {
      ruleset = parse_ruleset(text, option);
    } catch (const InputError&) {
      return 0;
    }
    const Graph g = Graph::grid(3, 3);
    Game game(GameSetup{g, Configuration(g.size()), Player::Black}, ruleset);
    game.play(Move::play(Player::Black, g.at(1, 1)));
    game.judge(Move::pass(Player::White));
  }
  return 0;
}
