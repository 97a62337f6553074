#pragma once
// A game record: the initial configuration, the player to move, and the plies played since.

#include <memory>
#include <vector>

#include "spec/base_play.h"
#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/move.h"

namespace kospec {

/// Where a game starts: the board, the setup stones, and who moves first.
struct GameSetup {
  Graph graph;            ///< the board
  Configuration initial;  ///< the configuration before the first ply (setup stones)
  Player to_move;         ///< the player to make the first ply (TURN)
};

/// A ply of the record: the move, what it removed and the configuration it left.
struct Ply {
  Move move;                                   ///< the board play or pass
  PointSet captured;                           ///< opponent stones removed (R5)
  PointSet self_captured;                      ///< own stones removed (SUI)
  std::shared_ptr<const Configuration> after;  ///< the configuration it left (shared by passes)
};

/// A game: a setup and the legal plies played from it.
class GameRecord {
 public:
  /// A game with no plies yet. Throws InputError if the setup breaks SETUP (a string without
  /// a liberty) or its configuration does not fit the graph.
  explicit GameRecord(GameSetup setup);

  /// The board.
  const Graph& graph() const { return setup_.graph; }
  /// The setup the game started from.
  const GameSetup& setup() const { return setup_; }
  /// The plies played so far.
  const std::vector<Ply>& plies() const { return plies_; }
  /// The number of plies played so far.
  std::size_t ply_count() const { return plies_.size(); }
  /// The configuration after the first `plies` plies (0: the initial configuration).
  const Configuration& configuration_after(std::size_t plies) const;
  /// The configuration after the first `plies` plies, shared (it lives as long as any owner).
  std::shared_ptr<const Configuration> shared_configuration_after(std::size_t plies) const;
  /// The configuration now.
  const Configuration& current() const { return configuration_after(plies_.size()); }
  /// TURN: the player to move after the first `plies` plies.
  Player to_move_after(std::size_t plies) const;
  /// TURN: the player to move now.
  Player to_move() const { return to_move_after(plies_.size()); }

  /// Appends a move whose base-rules result was computed on current(). Precondition: the
  /// result is legal and the move is by the player to move.
  void append(const Move& move, PlayResult result);
  /// Removes the last ply (undo). Precondition: there is one.
  void pop();
  /// The record cut after its first `plies` plies.
  GameRecord prefix(std::size_t plies) const;

 private:
  GameSetup setup_;
  std::shared_ptr<const Configuration> initial_;
  std::vector<Ply> plies_;
};

}  // namespace kospec
