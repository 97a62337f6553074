#include "spec/record.h"

#include "spec/base_setup.h"
#include "spec/error.h"

namespace kospec {

GameRecord::GameRecord(GameSetup setup)
    : setup_(std::move(setup)), initial_(std::make_shared<const Configuration>(setup_.initial)) {
  if (setup_.initial.size() != setup_.graph.size()) {
    throw InputError("setup: the configuration has " + std::to_string(setup_.initial.size()) +
                     " points but the board has " + std::to_string(setup_.graph.size()));
  }
  if (auto dead = string_without_liberty(setup_.graph, setup_.initial)) {
    throw InputError("setup: impossible position (SETUP): the string at " +
                     point_list(setup_.graph, *dead) + " has no liberty");
  }
}

const Configuration& GameRecord::configuration_after(std::size_t plies) const {
  require(plies <= plies_.size(), "GameRecord::configuration_after: beyond the last ply");
  return plies == 0 ? *initial_ : *plies_[plies - 1].after;
}

std::shared_ptr<const Configuration> GameRecord::shared_configuration_after(
    std::size_t plies) const {
  require(plies <= plies_.size(), "GameRecord::shared_configuration_after: beyond the last ply");
  return plies == 0 ? initial_ : plies_[plies - 1].after;
}

Player GameRecord::to_move_after(std::size_t plies) const {
  require(plies <= plies_.size(), "GameRecord::to_move_after: beyond the last ply");
  return plies == 0 ? setup_.to_move : opponent(plies_[plies - 1].move.player);
}

void GameRecord::append(const Move& move, PlayResult result) {
  require(result.verdict.legal(), "GameRecord::append: the move must be legal");
  require(move.player == to_move(), "GameRecord::append: the move must be by the player to move");
  std::shared_ptr<const Configuration> after;
  if (result.after == current()) {
    after = plies_.empty() ? initial_ : plies_.back().after;
  } else {
    after = std::make_shared<const Configuration>(std::move(result.after));
  }
  plies_.push_back({move, std::move(result.captured), std::move(result.self_captured), after});
}

void GameRecord::pop() {
  require(!plies_.empty(), "GameRecord::pop: no ply to remove");
  plies_.pop_back();
}

GameRecord GameRecord::prefix(std::size_t plies) const {
  require(plies <= plies_.size(), "GameRecord::prefix: beyond the last ply");
  GameRecord cut(*this);
  cut.plies_.resize(plies);
  return cut;
}

}  // namespace kospec
