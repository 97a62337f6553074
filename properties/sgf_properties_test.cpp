// SGF: a record written as SGF and read back is the same record.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "properties/generators.h"
#include "sgf/sgf_game.h"

namespace kospec::props {
namespace {

// Writing a game (any board, torus arcs included, passes and captures) and reading it back gives
// the same graph, setup, player to move and moves; replaying them gives the same configurations.
RC_GTEST_PROP(SGF_Properties, WrittenGameReadsBackTheSame, ()) {
  const GameScript script = *gen_game_script(7, 30);
  const Game game = play_script(script, nullptr);
  sgf::SgfGame written = sgf::game_from_record(game.record());
  written.root_comment =
      *rc::gen::element<std::string>("", "a comment with ] and \\ inside", "two\nlines");
  const std::string text = sgf::write_game(written);
  const sgf::SgfGame read = sgf::read_game(text, "round-trip");
  RC_ASSERT(read.setup.graph == game.record().graph());
  RC_ASSERT(read.setup.initial == game.record().setup().initial);
  RC_ASSERT(read.setup.to_move == game.record().setup().to_move);
  RC_ASSERT(read.moves == written.moves);
  RC_ASSERT(read.root_comment == written.root_comment);
  Game again(read.setup, game.ruleset());
  // Every move replays legally; the last may end the game (two passes, PASS.end), as it did.
  const std::optional<Refusal> refusal = replay(again, read.moves, read.moves.size());
  RC_ASSERT(!refusal || (refusal->index + 1 == read.moves.size() &&
                         refusal->judgement.verdict.outcome == Outcome::Ends && game.over()));
  RC_ASSERT(again.record().current() == game.record().current());
}

}  // namespace
}  // namespace kospec::props
