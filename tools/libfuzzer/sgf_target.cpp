// libFuzzer target: SGF text through the whole reading path. The parser and the game reader must
// either accept the input or throw InputError (SgfError) naming the place; a game read is
// replayed under positional superko with self-capture allowed (the rules with the most history),
// and written back: reading the written text must give the same setup, moves, comments and
// information (the writer's round-trip promise, sgf_game.h). Anything else aborts.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "spec/error.h"

namespace {

bool same_info(const std::vector<kospec::sgf::Property>& a,
               const std::vector<kospec::sgf::Property>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].id != b[i].id || a[i].values != b[i].values) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::optional<sgf::SgfGame> read;
  try {
    read = sgf::read_game(text, "fuzz.sgf");
  } catch (const InputError&) {
    return 0;  // bad input, reported as such
  }
  const sgf::SgfGame& game = *read;
  try {
    Game replayed(game.setup, parse_ruleset("positional-superko", SelfCapture::All));
    replay(replayed, game.moves, game.moves.size());
  } catch (const InputError&) {
  }
  const std::string written = sgf::write_game(game);
  const sgf::SgfGame again = sgf::read_game(written, "round-trip.sgf");  // must not throw
  const bool same = again.setup.graph == game.setup.graph &&
                    again.setup.initial == game.setup.initial &&
                    again.setup.to_move == game.setup.to_move && again.moves == game.moves &&
                    again.move_comments == game.move_comments &&
                    again.root_comment == game.root_comment && same_info(again.info, game.info);
  if (!same) std::abort();
  return 0;
}
