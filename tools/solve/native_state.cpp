#include "tools/solve/native_state.h"

#include <bit>

#include "spec/error.h"

namespace kospec::solve {

namespace {

constexpr std::uint64_t kWhiteTag = std::uint64_t{1} << 63;  // SSK, NSSK: the ply was White's
constexpr std::uint64_t kPassTag = std::uint64_t{1} << 63;   // Spight: a pass key
constexpr std::uint64_t kNonzero = std::uint64_t{1} << 62;   // every key is nonzero
constexpr int kSpightPoints = 24;                            // Spight keys: 2 x 24 bits of stones,
constexpr std::uint64_t kMaxEpoch = (std::uint64_t{1} << 13) - 1;  // then the pass count

}  // namespace

std::optional<SuperkoKind> native_superko(const Game& start) {
  const Graph& g = start.record().graph();
  if (g.size() > 31 || !(g == Graph::grid(g.columns(), g.rows()))) return std::nullopt;
  const auto& clauses = start.ruleset().clauses;
  if (clauses.size() == 2 && start.ruleset().has(RuleId::SPB) && start.ruleset().has(RuleId::SPE)) {
    return g.size() <= kSpightPoints ? std::optional(SuperkoKind::Spight) : std::nullopt;
  }
  if (clauses.size() != 1) return std::nullopt;
  switch (clauses.front()) {
    case RuleId::PSK:
      return SuperkoKind::Positional;
    case RuleId::SSK:
      return SuperkoKind::Situational;
    case RuleId::NSSK:
      return SuperkoKind::Natural;
    default:
      return std::nullopt;
  }
}

NativeSuperkoState::NativeSuperkoState(const Game& start)
    : board_(start.record().graph().columns(), start.record().graph().rows()),
      kind_(*native_superko(start)),
      self_capture_(start.ruleset().self_capture) {
  const GameRecord& record = start.record();
  // The history of the record: the setup counts as made by the player not to move there
  // (SSK: that player's opponent is to move after it; NSSK.setup), then every ply.
  position_ = board_.from_configuration(record.configuration_after(0));
  add(key_of(position_, opponent(record.to_move_after(0))));
  for (std::size_t i = 0; i < record.ply_count(); ++i) {
    const Move& m = record.plies()[i].move;
    to_move_ = m.player;
    if (m.is_pass()) {
      Undo ignored{};
      record_pass(ignored);
      continue;
    }
    passes_ = 0;
    position_ = board_.from_configuration(record.configuration_after(i + 1));
    add(key_of(position_, m.player));
  }
  position_ = board_.from_configuration(record.current());
  to_move_ = record.to_move();
  ended_ = kind_ == SuperkoKind::Spight ? start.over() : passes_ >= 2;
}

std::uint64_t NativeSuperkoState::key_of(smallboard::BitPosition position, Player mover) const {
  if (kind_ == SuperkoKind::Spight) {
    return position.black | (std::uint64_t{position.white} << kSpightPoints) | (pass_count_ << 48) |
           kNonzero;
  }
  const std::uint64_t code = position.black | (std::uint64_t{position.white} << 31) | kNonzero;
  if (kind_ == SuperkoKind::Positional) return code;
  return mover == Player::White ? code | kWhiteTag : code;
}

std::uint64_t NativeSuperkoState::pass_key(smallboard::BitPosition position, Player passer) const {
  const std::uint64_t white = passer == Player::White ? std::uint64_t{1} << 48 : 0;
  return position.black | (std::uint64_t{position.white} << kSpightPoints) | white | kPassTag |
         kNonzero;
}

std::uint64_t NativeSuperkoState::add(std::uint64_t key) { return history_.insert(key) ? key : 0; }

bool NativeSuperkoState::pass_ends() const {
  if (kind_ == SuperkoKind::Spight) return history_.contains(pass_key(position_, to_move_));
  return passes_ == 1;
}

void NativeSuperkoState::record_pass(Undo& u) {
  const Player passer = to_move_;
  if (kind_ == SuperkoKind::Spight) {
    // SPE: a repeated pass ends play. Otherwise the pass is remembered, and it lifts SPB's bans:
    // a new epoch starts with the configuration as it stands.
    if (pass_ends()) {
      ended_ = true;
    } else {
      u.added = add(pass_key(position_, passer));
      if (pass_count_ == kMaxEpoch)
        throw InputError("the native Spight search counts at most 8191 passes on a line");
      ++pass_count_;
      u.added2 = add(key_of(position_, passer));
    }
  } else {
    ended_ = passes_ == 1;
    // PSK: the configuration is already in the history; NSSK: a pass creates nothing.
    if (kind_ == SuperkoKind::Situational) u.added = add(key_of(position_, passer));
  }
  to_move_ = opponent(passer);
  ++passes_;
}

int NativeSuperkoState::legal_plays(std::array<NativePlay, 32>& out) const {
  const Color colour = stone_of(to_move_);
  const std::uint32_t opponent_stones =
      to_move_ == Player::Black ? position_.white : position_.black;
  int n = 0;
  for (std::uint32_t empty = board_.all() & ~(position_.black | position_.white); empty != 0;
       empty &= empty - 1) {
    const int q = std::countr_zero(empty);
    if (!board_.allowed(position_, q, colour, self_capture_)) continue;
    const smallboard::BitPosition after = board_.play(position_, q, colour);
    const std::uint64_t key = key_of(after, to_move_);
    if (history_.contains(key)) continue;  // the superko: the play repeats what the history holds
    const std::uint32_t left = to_move_ == Player::Black ? after.white : after.black;
    out[static_cast<std::size_t>(n++)] = NativePlay{q, after, key, left != opponent_stones};
  }
  return n;
}

void NativeSuperkoState::play(const NativePlay& p) {
  Undo u{position_, to_move_, passes_, pass_count_, ended_, add(p.key), 0};
  undo_.push_back(u);
  position_ = p.after;
  to_move_ = opponent(to_move_);
  passes_ = 0;
}

void NativeSuperkoState::pass() {
  Undo u{position_, to_move_, passes_, pass_count_, ended_, 0, 0};
  record_pass(u);
  undo_.push_back(u);
}

void NativeSuperkoState::undo() {
  const Undo u = undo_.back();
  undo_.pop_back();
  if (u.added2 != 0) history_.erase(u.added2);
  if (u.added != 0) history_.erase(u.added);
  position_ = u.position;
  to_move_ = u.to_move;
  passes_ = u.passes;
  pass_count_ = u.pass_count;
  ended_ = u.ended;
}

int NativeSuperkoState::area_margin() const {
  int margin = std::popcount(position_.black) - std::popcount(position_.white);
  std::uint32_t empty = board_.all() & ~(position_.black | position_.white);
  const std::uint32_t all_empty = empty;
  while (empty != 0) {
    const std::uint32_t region = board_.flood(all_empty, empty & (~empty + 1));
    empty &= ~region;
    const std::uint32_t border = board_.expand(region);
    const bool black = (border & position_.black) != 0;
    const bool white = (border & position_.white) != 0;
    if (black != white) margin += black ? std::popcount(region) : -std::popcount(region);
  }
  return margin;
}

std::uint64_t NativeSuperkoState::state_code() const {
  // Injective: black in bits 0-30, white in 31-61, one pass in 62 (two end the game), White to
  // move in 63.
  return position_.black | (std::uint64_t{position_.white} << 31) |
         (static_cast<std::uint64_t>(passes_ & 1) << 62) |
         (to_move_ == Player::White ? std::uint64_t{1} << 63 : 0);
}

std::uint64_t NativeSuperkoState::fingerprint_a() const {
  return mix64(state_code()) ^ mix64(pass_count_ + 0x243f6a8885a308d3ULL) ^
         history_.fingerprint_a();
}

std::uint64_t NativeSuperkoState::fingerprint_b() const {
  return mix64(state_code() ^ 0x3c6ef372fe94f82bULL) ^ mix64(pass_count_ ^ 0x13198a2e03707344ULL) ^
         history_.fingerprint_b();
}

}  // namespace kospec::solve
