#pragma once
// RapidCheck generators of boards, configurations and games for the property suites.

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "rules/game.h"

namespace kospec::props {

/// A small board and an arbitrary colouring of its points (not necessarily a legal position).
struct Colouring {
  int columns = 1;             ///< grid columns
  int rows = 1;                ///< grid rows
  bool torus = false;          ///< whether wrap arcs join opposite edges
  std::vector<Color> colours;  ///< one colour per point, in index order
};

/// A random game: a board, a self-capture option and choices that pick the moves.
struct GameScript {
  int columns = 1;                                    ///< grid columns
  int rows = 1;                                       ///< grid rows
  bool torus = false;                                 ///< whether wrap arcs join opposite edges
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< SUI option
  std::vector<int> choices;                           ///< per ply: an index among the legal moves
  bool prefer_captures = false;                       ///< two plies in three capture when one can
};

/// The graph of a grid, with wrap arcs when `torus`.
Graph make_board(int columns, int rows, bool torus);

/// Colourings of boards up to 6x6.
rc::Gen<Colouring> gen_colouring();

/// Game scripts on boards up to `max_side` x `max_side` with up to `max_plies` plies.
rc::Gen<GameScript> gen_game_script(int max_side, int max_plies);

/// A ruleset expression: every named ruleset, the cycle-set rules with A1, A2, A3 under their
/// default and literal readings and with R13.later, and compositions across families (PSK+R15,
/// NR+KO, SSK+A3, KO+A2).
rc::Gen<std::string> gen_ruleset_expression();

/// Readings of R7, R8, R11, R12 and R14, each drawn from its two.
rc::Gen<DefinitionReadings> gen_definition_readings();

/// Game scripts biased toward captures, so that kos and repeated captures are common.
rc::Gen<GameScript> gen_capture_script(int max_side, int max_plies);

/// Plays a script under the base rules: each choice picks (modulo their number) one of the legal
/// moves, pass included (or, when the script prefers captures, one of the capturing moves two
/// times in three); `on_ply` sees the game before each move and the move's judgement.
Game play_script(const GameScript& script,
                 const std::function<void(const Game&, const Move&, const Judgement&)>& on_ply);

/// Plays `choices` in `game` (as play_script does); returns the moves played.
void play_choices(Game& game, const std::vector<int>& choices, bool prefer_captures,
                  const std::function<void(const Game&, const Move&, const Judgement&)>& on_ply);

/// A position with several kos built by construction, and choices for a fight in it.
struct KoFight {
  int kos = 1;                    ///< number of kos shared by the two groups (1 to 4)
  std::vector<bool> black_holds;  ///< per ko: whether Black's stone is the one in the ko
  bool white_to_move = false;     ///< who moves first
  int shape = 0;                  ///< 0: kos shared by two groups; 1: sending two returning one
  std::vector<int> choices;       ///< the fight: indices among legal moves, captures preferred
};

/// Ko fights by construction: `min_kos` to four kos shared by a black and a white group (double,
/// triple, quadruple kos), or (when min_kos is 1) the sending-two-returning-one shape.
rc::Gen<KoFight> gen_ko_fight(int max_plies, int min_kos = 1);

/// The setup of a ko fight.
GameSetup ko_fight_setup(const KoFight& fight);

/// Prints a ko fight's setup.
void showValue(const KoFight& fight, std::ostream& os);

/// Prints a colouring as a diagram (RapidCheck shows it for a counterexample).
void showValue(const Colouring& colouring, std::ostream& os);

/// Prints a script as its board and the moves it makes, in GTP names.
void showValue(const GameScript& script, std::ostream& os);

}  // namespace kospec::props
