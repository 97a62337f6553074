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
// Fingerprint tags (fingerprint.h): SSK and NSSK keys 0 (Black) or 1 (White); Spight's passes 2
// (Black) or 3 (White), and its configurations since the last pass kEpochTag.
constexpr std::uint64_t kPassTagBlack = 2;
constexpr std::uint64_t kEpochTag = 16;

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

NativeSuperkoState::NativeSuperkoState(const Game& start, bool use_symmetry)
    : board_(start.record().graph().columns(), start.record().graph().rows()),
      kind_(*native_superko(start)),
      self_capture_(start.ruleset().self_capture),
      symmetry_(board_.columns(), board_.rows(), use_symmetry),
      bits_(board_.points(),
            kind_ == SuperkoKind::Positional ? 1
            : kind_ == SuperkoKind::Spight   ? 3
                                             : 2,
            &symmetry_) {
  if (kind_ == SuperkoKind::Spight && bits_.enabled()) epoch_mask_ = bits_.slot_mask(0);
  const GameRecord& record = start.record();
  // The history of the record: the setup counts as made by the player not to move there
  // (SSK: that player's opponent is to move after it; NSSK.setup), then every ply.
  position_ = board_.from_configuration(record.configuration_after(0));
  Undo ignored{};
  add_configuration(position_, opponent(record.to_move_after(0)), ignored);
  for (std::size_t i = 0; i < record.ply_count(); ++i) {
    const Move& m = record.plies()[i].move;
    to_move_ = m.player;
    if (m.is_pass()) {
      record_pass(ignored);
      continue;
    }
    passes_ = 0;
    position_ = board_.from_configuration(record.configuration_after(i + 1));
    add_configuration(position_, m.player, ignored);
  }
  position_ = board_.from_configuration(record.current());
  to_move_ = record.to_move();
  ended_ = kind_ == SuperkoKind::Spight ? start.over() : passes_ >= 2;
  undo_.clear();
  epochs_.clear();
  epoch_bits_.clear();
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

std::uint64_t NativeSuperkoState::tag_of(Player mover) const {
  switch (kind_) {
    case SuperkoKind::Positional:
      return 0;
    case SuperkoKind::Situational:
    case SuperkoKind::Natural:
      return mover == Player::White ? 1 : 0;
    case SuperkoKind::Spight:
      break;
  }
  return kEpochTag;
}

int NativeSuperkoState::slot_of(std::uint64_t tag) const {
  // bits_'s slots: SSK, NSSK the maker (tags 0, 1); Spight 0 the epoch, 1 and 2 the passes.
  return tag == kEpochTag               ? 0
         : kind_ == SuperkoKind::Spight ? static_cast<int>(tag - 1)
                                        : static_cast<int>(tag);
}

std::uint32_t NativeSuperkoState::pass_entry() const {
  return bits_.index(position_, slot_of(kPassTagBlack + (to_move_ == Player::White ? 1 : 0)));
}

void NativeSuperkoState::add_configuration(smallboard::BitPosition position, Player mover,
                                           Undo& u) {
  const std::uint64_t key = key_of(position, mover);
  if (!history_.insert(key)) return;
  u.added = key;
  u.added_position = position;
  u.added_tag = tag_of(mover);
  u.added_to_epoch = kind_ == SuperkoKind::Spight;
  (u.added_to_epoch ? epoch_ : seen_).toggle(symmetry_, position, u.added_tag);
  if (bits_.enabled()) bits_.set(bits_.index(position, slot_of(u.added_tag)));
}

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
      const std::uint64_t key = pass_key(position_, passer);
      history_.insert(key);
      u.added = key;
      u.added_position = position_;
      u.added_tag = kPassTagBlack + (passer == Player::White ? 1 : 0);
      seen_.toggle(symmetry_, position_, u.added_tag);
      if (bits_.enabled()) bits_.set(bits_.index(position_, slot_of(u.added_tag)));
      if (pass_count_ == kMaxEpoch)
        throw InputError("the native Spight search counts at most 8191 passes on a line");
      ++pass_count_;
      epochs_.push_back(epoch_);
      epoch_ = SymmetricFingerprint{};
      u.added2 = key_of(position_, passer);
      history_.insert(u.added2);  // new: its epoch number is new
      epoch_.toggle(symmetry_, position_, kEpochTag);
      if (bits_.enabled()) {
        epoch_bits_.push_back(bits_.all_words());
        bits_.clear_slot(0);
        bits_.set(bits_.index(position_, 0));
      }
    }
  } else {
    ended_ = passes_ == 1;
    // PSK: the configuration is already in the history; NSSK: a pass creates nothing.
    if (kind_ == SuperkoKind::Situational) add_configuration(position_, passer, u);
  }
  to_move_ = opponent(passer);
  ++passes_;
}

int NativeSuperkoState::legal_plays(std::array<NativePlay, 32>& out, std::uint64_t* tested) const {
  const int slot = slot_of(kind_ == SuperkoKind::Spight ? kEpochTag : tag_of(to_move_));
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
    if (tested != nullptr) {
      const std::uint32_t i = bits_.index(after, slot);
      tested[i >> 6] |= std::uint64_t{1} << (i & 63);
    }
    if (history_.contains(key)) continue;  // the superko: the play repeats what the history holds
    const std::uint32_t left = to_move_ == Player::Black ? after.white : after.black;
    out[static_cast<std::size_t>(n++)] = NativePlay{q, after, key, left != opponent_stones};
  }
  return n;
}

void NativeSuperkoState::play(const NativePlay& p) {
  Undo u{position_, to_move_, passes_, pass_count_, ended_};
  add_configuration(p.after, to_move_, u);
  undo_.push_back(u);
  position_ = p.after;
  to_move_ = opponent(to_move_);
  passes_ = 0;
}

void NativeSuperkoState::pass() {
  Undo u{position_, to_move_, passes_, pass_count_, ended_};
  record_pass(u);
  undo_.push_back(u);
}

void NativeSuperkoState::undo() {
  const Undo u = undo_.back();
  undo_.pop_back();
  if (u.added2 != 0) {
    history_.erase(u.added2);
    epoch_ = epochs_.back();
    epochs_.pop_back();
    if (bits_.enabled()) {
      bits_.assign(epoch_bits_.back());
      epoch_bits_.pop_back();
    }
  }
  if (u.added != 0) {
    history_.erase(u.added);
    (u.added_to_epoch ? epoch_ : seen_).toggle(symmetry_, u.added_position, u.added_tag);
    if (bits_.enabled()) bits_.reset(bits_.index(u.added_position, slot_of(u.added_tag)));
  }
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

std::uint64_t NativeSuperkoState::salt() const {
  // What the future reads beside the position and the history: the player to move, and (two
  // consecutive passes ending play) whether the last ply was a pass. Both are symmetric.
  const std::uint64_t pending =
      kind_ == SuperkoKind::Spight ? 0 : static_cast<std::uint64_t>(passes_ & 1);
  return mix64((to_move_ == Player::White ? 2 : 1) + 4 * pending + 0x243f6a8885a308d3ULL);
}

StateKey NativeSuperkoState::position_key() const {
  // The least image among those the history bits are kept in (the first on a tie).
  int best = 0;
  std::uint64_t code = position_code(position_);
  for (int t = 1; t < bits_.images(); ++t) {
    const std::uint64_t c = position_code(image(symmetry_, t, position_));
    if (c < code) {
      best = t;
      code = c;
    }
  }
  code ^= salt();
  return StateKey{mix64(code), mix64(code ^ 0x3c6ef372fe94f82bULL), best};
}

StateKey NativeSuperkoState::key() const {
  const std::uint64_t salt = this->salt();
  int best = 0;
  std::uint64_t best_code = 0;
  std::uint64_t best_history = 0;
  for (int t = 0; t < symmetry_.count(); ++t) {
    const auto i = static_cast<std::size_t>(t);
    const std::uint64_t code = position_code(image(symmetry_, t, position_));
    const std::uint64_t history = seen_.a[i] ^ epoch_.a[i];
    if (t == 0 || code < best_code || (code == best_code && history < best_history)) {
      best = t;
      best_code = code;
      best_history = history;
    }
  }
  const auto i = static_cast<std::size_t>(best);
  return StateKey{mix64(best_code ^ salt) ^ best_history,
                  mix64(best_code ^ salt ^ 0x3c6ef372fe94f82bULL) ^ seen_.b[i] ^ epoch_.b[i], best};
}

}  // namespace kospec::solve
