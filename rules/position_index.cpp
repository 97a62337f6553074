#include "rules/position_index.h"

#include "spec/error.h"

namespace kospec {

namespace {
std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

}  // namespace

PositionIndex::PositionIndex(const GameRecord& record) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) add(record, ply);
}

void PositionIndex::add_last(const GameRecord& record) { add(record, record.ply_count()); }

void PositionIndex::add(const GameRecord& record, std::size_t ply) {
  if (ply > 0 && record.plies()[ply - 1].move.is_pass()) {
    last_pass_ = ply;
    ++passes_;
  }
  const Configuration& config = record.configuration_after(ply);
  auto [it, fresh] =
      entries_.try_emplace(Key{record.shared_configuration_after(ply), config.digest()});
  if (fresh) it->second.first = ply;
  count(it->second, record, ply, passes_);
}

void PositionIndex::count(Occurrences& o, const GameRecord& record, std::size_t ply,
                          std::size_t passes) {
  const bool pass = ply > 0 && record.plies()[ply - 1].move.is_pass();
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
  if (o.epoch[slot(to_move)] != passes) {
    o.epoch[slot(to_move)] = passes;
    counted.clear();
  }
  if (counted.size() < 2) counted.push_back(ply);
}

void PositionIndex::remove_last(const GameRecord& record) {
  const std::size_t n = record.ply_count();
  require(n > 0, "PositionIndex::remove_last: the record has no ply");
  if (record.plies()[n - 1].move.is_pass()) {
    --passes_;
    last_pass_ = 0;
    for (std::size_t ply = n - 1; ply > 0 && last_pass_ == 0; --ply)
      if (record.plies()[ply - 1].move.is_pass()) last_pass_ = ply;
  }
  const Configuration& config = record.configuration_after(n);
  const std::uint64_t digest = config.digest();
  auto it = entries_.find(Key{record.shared_configuration_after(n), digest});
  if (it->second.first == n) {
    entries_.erase(it);
    return;
  }
  // The entry again, as add() made it from the earlier plies that left the configuration.
  Occurrences o;
  o.first = it->second.first;
  std::size_t passes = 0;
  for (std::size_t ply = 0; ply < n; ++ply) {
    if (ply > 0 && record.plies()[ply - 1].move.is_pass()) ++passes;
    const Configuration& c = record.configuration_after(ply);
    if (c.digest() == digest && c == config) count(o, record, ply, passes);
  }
  it->second = std::move(o);
}

const Occurrences* PositionIndex::find(const Configuration& config) const {
  // A non-owning probe: the aliasing constructor with an empty owner.
  const Key probe{std::shared_ptr<const Configuration>(std::shared_ptr<const void>(), &config),
                  config.digest()};
  auto it = entries_.find(probe);
  return it == entries_.end() ? nullptr : &it->second;
}

}  // namespace kospec
