#include "rules/position_index.h"

namespace kospec {

namespace {
std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

}  // namespace

PositionIndex::PositionIndex(const GameRecord& record) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) add(record, ply);
}

void PositionIndex::add_last(const GameRecord& record) { add(record, record.ply_count()); }

void PositionIndex::add(const GameRecord& record, std::size_t ply) {
  const Configuration& config = record.configuration_after(ply);
  const bool pass = ply > 0 && record.plies()[ply - 1].move.is_pass();
  if (pass) {
    last_pass_ = ply;
    ++passes_;
  }
  auto [it, fresh] =
      entries_.try_emplace(Key{record.shared_configuration_after(ply), config.digest()});
  Occurrences& o = it->second;
  if (fresh) o.first = ply;
  o.last = ply;
  const Player to_move = record.to_move_after(ply);
  auto& with_to_move = o.first_with_to_move[slot(to_move)];
  if (!with_to_move) with_to_move = ply;
  if (ply == 0) {
    o.first_made_by[slot(opponent(to_move))] = 0;  // NSSK.setup
  } else {
    const Move& move = record.plies()[ply - 1].move;
    auto& made = pass ? o.passed_by[slot(move.player)] : o.first_made_by[slot(move.player)];
    if (!made) made = ply;
  }
  auto& counted = o.since_pass[slot(to_move)];
  if (o.epoch[slot(to_move)] != passes_) {
    o.epoch[slot(to_move)] = passes_;
    counted.clear();
  }
  if (counted.size() < 2) counted.push_back(ply);
}

const Occurrences* PositionIndex::find(const Configuration& config) const {
  // A non-owning probe: the aliasing constructor with an empty owner.
  const Key probe{std::shared_ptr<const Configuration>(std::shared_ptr<const void>(), &config),
                  config.digest()};
  auto it = entries_.find(probe);
  return it == entries_.end() ? nullptr : &it->second;
}

}  // namespace kospec
