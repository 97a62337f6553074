#include "tools/solve/native_state.h"

#include <algorithm>
#include <bit>

#include "spec/base_pass.h"
#include "spec/clause_table.h"

#include "spec/error.h"

namespace kospec::solve {

namespace {

constexpr std::uint64_t kWhiteTag = std::uint64_t{1} << 63;  // SSK, NSSK: the ply was White's
constexpr std::uint64_t kPassTag = std::uint64_t{1} << 63;   // Spight: a pass key
constexpr std::uint64_t kNonzero = std::uint64_t{1} << 62;   // every key is nonzero
constexpr int kSpightPoints = 24;  // Spight, Japanese keys: 2 x 24 bits of stones, then the pass
constexpr std::uint64_t kMaxEpoch = (std::uint64_t{1} << 13) - 1;          // count (13 bits;
constexpr std::uint64_t kMaxJapaneseEpoch = (std::uint64_t{1} << 11) - 1;  // Japanese 11,
constexpr std::uint64_t kWhiteMover = std::uint64_t{1} << 59;              // then the mover
constexpr std::uint64_t kSecond = std::uint64_t{1} << 60;  // and the second occurrence)
// Fingerprint tags (fingerprint.h): SSK and NSSK keys 0 (Black) or 1 (White); Spight's and the
// Japanese passes 2 (Black) or 3 (White), and their entries since the last pass kEpochTag (Japanese:
// + 1 when White made the situation, + 2 for its second occurrence).
constexpr std::uint64_t kPassTagBlack = 2;
constexpr std::uint64_t kEpochTag = 16;
constexpr int kJapaneseEpochSlots = 4;  // Japanese slots 0-3: the entries since the last pass

}  // namespace

std::optional<SuperkoKind> native_superko(const Game& start) {
  const Graph& g = start.record().graph();
  if (g.size() > 31 || !(g == Graph::grid(g.columns(), g.rows()))) return std::nullopt;
  // The history layout that holds exactly the facts the ruleset's clauses read.
  const Ruleset& r = start.ruleset();
  // A rule file's clause only where it votes as a built-in one (F-PSK as PSK): the native state's
  // search rests on the built-in rules' ends of play, not on their facts alone.
  for (const auto& rule : r.file_rules) {
    if (!rule->same_as) return std::nullopt;
  }
  const FactMask m = r.reads();
  const bool epochs_fit = g.size() <= kSpightPoints;
  if (m == fact_bit(Fact::Repeat)) return SuperkoKind::Positional;
  if (m == fact_bit(Fact::RepeatToMove)) return SuperkoKind::Situational;
  if (m == fact_bit(Fact::RepeatMadeBy)) return SuperkoKind::Natural;
  if (m == (fact_bit(Fact::RepeatSincePass) | fact_bit(Fact::PassedHere)) && !r.two_passes_end())
    return epochs_fit ? std::optional(SuperkoKind::Spight) : std::nullopt;
  if (m ==
          (fact_bit(Fact::KoPoint) | fact_bit(Fact::SituationCount) | fact_bit(Fact::PassedHere)) &&
      r.two_passes_end())
    return epochs_fit ? std::optional(SuperkoKind::Japanese) : std::nullopt;
  return std::nullopt;
}

NativeSuperkoState::NativeSuperkoState(const Game& start, bool use_symmetry, bool history_bits)
    : board_(start.record().graph().columns(), start.record().graph().rows()),
      kind_(*native_superko(start)),
      ruleset_(start.ruleset()),
      two_passes_end_(ruleset_.two_passes_end()),
      self_capture_(start.ruleset().self_capture),
      symmetry_(board_.columns(), board_.rows(), use_symmetry),
      bits_(!history_bits                      ? HistoryBits()
            : kind_ == SuperkoKind::Positional ? HistoryBits(board_.points(), 1, &symmetry_)
            : kind_ == SuperkoKind::Spight     ? HistoryBits(board_.points(), 3, &symmetry_)
            : kind_ == SuperkoKind::Japanese
                ? HistoryBits(board_.points(), kJapaneseEpochSlots + 2, &symmetry_)
                : HistoryBits(board_.points(), 2, &symmetry_)) {
  for (RuleId id : ruleset_.clauses) {
    const ClauseRow* row = &ruleset_.row(id);
    (row->judges == Judges::Passes ? pass_rows_ : play_rows_).push_back(row);
  }
  if (has_epochs() && bits_.enabled()) {
    epoch_mask_ = bits_.slot_mask(0);
    for (int slot = 1; kind_ == SuperkoKind::Japanese && slot < kJapaneseEpochSlots; ++slot) {
      const std::vector<std::uint64_t> more = bits_.slot_mask(slot);
      for (std::size_t w = 0; w < more.size(); ++w) epoch_mask_[w] |= more[w];
    }
  }
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
    const smallboard::BitPosition after =
        board_.from_configuration(record.configuration_after(i + 1));
    if (kind_ == SuperkoKind::Japanese) {
      bool third = false;
      const std::uint64_t key = situation_key(after, third, nullptr);
      const int q = static_cast<int>(m.point->index());
      play(NativePlay{q, after, key, false, third});
      continue;
    }
    passes_ = 0;
    position_ = after;
    add_configuration(position_, m.player, ignored);
  }
  position_ = board_.from_configuration(record.current());
  to_move_ = record.to_move();
  if (kind_ == SuperkoKind::Spight) ended_ = start.over();
  if (kind_ != SuperkoKind::Spight && kind_ != SuperkoKind::Japanese) ended_ = start.over();
  undo_.clear();
  epochs_.clear();
  epoch_bits_.clear();
  epoch_begins_.clear();
}

std::uint64_t NativeSuperkoState::key_of(smallboard::BitPosition position, Player mover) const {
  if (has_epochs()) {
    // Japanese: the situation's first occurrence (configuration, and the mover for the player to
    // move), since the last pass.
    const std::uint64_t white =
        kind_ == SuperkoKind::Japanese && mover == Player::White ? kWhiteMover : 0;
    return position.black | (std::uint64_t{position.white} << kSpightPoints) | (pass_count_ << 48) |
           white | kNonzero;
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
    case SuperkoKind::Japanese:
      return kEpochTag + (mover == Player::White ? 1 : 0);
    case SuperkoKind::Spight:
      break;
  }
  return kEpochTag;
}

int NativeSuperkoState::slot_of(std::uint64_t tag) const {
  // bits_'s slots: SSK, NSSK the maker (tags 0, 1); Spight 0 the epoch, 1 and 2 the passes;
  // Japanese 0-3 the epoch (tags kEpochTag + 0-3), 4 and 5 the passes.
  if (kind_ == SuperkoKind::Japanese)
    return static_cast<int>(tag >= kEpochTag ? tag - kEpochTag : tag + 2);
  return tag == kEpochTag               ? 0
         : kind_ == SuperkoKind::Spight ? static_cast<int>(tag - 1)
                                        : static_cast<int>(tag);
}

std::uint64_t NativeSuperkoState::situation_key(smallboard::BitPosition after, bool& third,
                                                std::uint64_t* tested) const {
  // NR.third: the situation the play makes (the configuration, the opponent to move), counted
  // since the last pass: its first, second, or third occurrence (which ends the game).
  const std::uint64_t once = key_of(after, to_move_);
  const std::uint64_t tag = tag_of(to_move_);
  const auto test = [&](std::uint64_t t) {
    if (tested == nullptr) return;
    const std::uint32_t i = bits_.index(after, slot_of(t));
    tested[i >> 6] |= std::uint64_t{1} << (i & 63);
  };
  third = false;
  test(tag);
  if (!history_.contains(once)) return once;
  test(tag + 2);
  if (!history_.contains(once | kSecond)) return once | kSecond;
  third = true;
  return 0;
}

bool& NativeSuperkoState::repeat_fact(MoveFacts& facts) const {
  switch (kind_) {
    case SuperkoKind::Positional:
      return facts.repeats;
    case SuperkoKind::Situational:
      return facts.repeats_to_move;
    case SuperkoKind::Natural:
      return facts.repeats_made_by;
    case SuperkoKind::Spight:
    case SuperkoKind::Japanese:
      break;
  }
  return facts.repeats_since_pass;
}

int NativeSuperkoState::ko_after(smallboard::BitPosition after, int q) const {
  // KO.point: the play captured exactly one stone and is then a one-stone string with one liberty.
  const bool black = to_move_ == Player::Black;
  const std::uint32_t captured =
      (black ? position_.white & ~after.white : position_.black & ~after.black);
  if (std::popcount(captured) != 1) return -1;
  const std::uint32_t stone = std::uint32_t{1} << q;
  const std::uint32_t own = black ? after.black : after.white;
  if (board_.flood(own, stone) != stone) return -1;
  const std::uint32_t liberties = board_.expand(stone) & ~(after.black | after.white);
  return std::popcount(liberties) == 1 ? std::countr_zero(captured) : -1;
}

std::uint32_t NativeSuperkoState::pass_entry() const {
  return bits_.index(position_, slot_of(kPassTagBlack + (to_move_ == Player::White ? 1 : 0)));
}

void NativeSuperkoState::add_configuration(smallboard::BitPosition position, Player mover,
                                           Undo& u) {
  const std::uint64_t key = key_of(position, mover);
  if (!history_.contains(key)) add_key(key, position, tag_of(mover), u);
}

void NativeSuperkoState::add_key(std::uint64_t key, smallboard::BitPosition position,
                                 std::uint64_t tag, Undo& u) {
  history_.insert(key);
  u.added = key;
  u.added_position = position;
  u.added_tag = tag;
  u.added_to_epoch = has_epochs();
  (u.added_to_epoch ? epoch_ : seen_).toggle(symmetry_, position, u.added_tag);
  if (bits_.enabled()) bits_.set(bits_.index(position, slot_of(u.added_tag)));
  entries_.push_back(HistoryEntry{position, tag, has_epochs()});
}

bool NativeSuperkoState::pass_ends() const {
  if (vote_pass_end(passes_ == 1, two_passes_end_) == Vote::Ends) return true;
  MoveFacts facts;  // SPE, RPE.config: the passer passed in this configuration before
  facts.passed_here = has_epochs() && history_.contains(pass_key(position_, to_move_));
  return std::any_of(pass_rows_.begin(), pass_rows_.end(), [&](const ClauseRow* row) {
    return row->decide(facts, ruleset_).vote != Vote::Allow;
  });
}

NativeSuperkoState::Votes NativeSuperkoState::votes(const MoveFacts& facts) const {
  Votes v;
  for (const ClauseRow* row : play_rows_) {
    const Vote vote = row->decide(facts, ruleset_).vote;
    if (vote == Vote::Forbid) return {true, false};
    if (vote == Vote::NoResult) v.no_result = true;
  }
  return v;
}

void NativeSuperkoState::open_epoch(Player passer, Undo& u) {
  if (pass_count_ == (kind_ == SuperkoKind::Japanese ? kMaxJapaneseEpoch : kMaxEpoch))
    throw InputError("the native search counts at most " + std::to_string(pass_count_) +
                     " passes on a line");
  ++pass_count_;
  epochs_.push_back(epoch_);
  epoch_ = SymmetricFingerprint{};
  u.added2 = key_of(position_, passer);
  history_.insert(u.added2);  // new: its epoch number is new
  const std::uint64_t tag = tag_of(passer);
  epoch_begins_.push_back(epoch_begin_);
  epoch_begin_ = entries_.size();
  entries_.push_back(HistoryEntry{position_, tag, true});
  epoch_.toggle(symmetry_, position_, tag);
  if (bits_.enabled()) {
    epoch_bits_.push_back(bits_.all_words());
    for (int slot = 0; slot < (kind_ == SuperkoKind::Japanese ? kJapaneseEpochSlots : 1); ++slot)
      bits_.clear_slot(slot);
    bits_.set(bits_.index(position_, slot_of(tag)));
  }
}

void NativeSuperkoState::record_pass(Undo& u) {
  const Player passer = to_move_;
  if (has_epochs()) {
    // SPE, RPE.config: a repeated pass ends play (Japanese: so do two consecutive passes).
    // Otherwise the pass is remembered, and it lifts SPB's bans and NR's count: a new epoch
    // starts with the situation as it stands. Japanese: a pass lifts the ko ban.
    ko_ = -1;
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
      entries_.push_back(HistoryEntry{position_, u.added_tag, false});
      open_epoch(passer, u);
    }
  } else {
    ended_ = pass_ends();
    // PSK: the configuration is already in the history; NSSK: a pass creates nothing.
    if (kind_ == SuperkoKind::Situational) add_configuration(position_, passer, u);
  }
  to_move_ = opponent(passer);
  ++passes_;
}

int NativeSuperkoState::legal_plays(std::array<NativePlay, 32>& out, std::uint64_t* tested) const {
  const int slot = slot_of(tag_of(to_move_));
  const Color colour = stone_of(to_move_);
  const std::uint32_t opponent_stones =
      to_move_ == Player::Black ? position_.white : position_.black;
  int n = 0;
  for (std::uint32_t empty = board_.all() & ~(position_.black | position_.white); empty != 0;
       empty &= empty - 1) {
    const int q = std::countr_zero(empty);
    if (!board_.allowed(position_, q, colour, self_capture_)) continue;
    const smallboard::BitPosition after = board_.play(position_, q, colour);
    const std::uint32_t left = to_move_ == Player::Black ? after.white : after.black;
    MoveFacts facts;
    facts.at_ko_point = q == ko_;  // KO.point
    std::uint64_t key = 0;
    if (kind_ == SuperkoKind::Japanese) {
      bool third = false;
      key = situation_key(after, third, tested);
      facts.situation_count = third ? 2 : (key & kSecond) != 0 ? 1 : 0;  // NR.third
    } else {
      key = key_of(after, to_move_);
      if (tested != nullptr) {
        const std::uint32_t i = bits_.index(after, slot);
        tested[i >> 6] |= std::uint64_t{1} << (i & 63);
      }
      repeat_fact(facts) = history_.contains(key);  // the play repeats what the history holds
    }
    const Votes v = votes(facts);
    if (v.forbidden) continue;
    out[static_cast<std::size_t>(n++)] =
        NativePlay{q, after, key, left != opponent_stones, v.no_result};
  }
  return n;
}

void NativeSuperkoState::play(const NativePlay& p) {
  Undo u{position_, to_move_, passes_, pass_count_, ended_, ko_, no_result_};
  if (kind_ == SuperkoKind::Japanese) {
    const int ko = ko_after(p.after, p.point);
    if (p.no_result) {
      ended_ = no_result_ = true;  // NR.third
    } else {
      add_key(p.key, p.after, tag_of(to_move_) + ((p.key & kSecond) != 0 ? 2 : 0), u);
    }
    ko_ = p.no_result ? -1 : ko;
  } else {
    add_configuration(p.after, to_move_, u);
  }
  undo_.push_back(u);
  position_ = p.after;
  to_move_ = opponent(to_move_);
  passes_ = 0;
}

void NativeSuperkoState::pass() {
  Undo u{position_, to_move_, passes_, pass_count_, ended_, ko_, no_result_};
  record_pass(u);
  undo_.push_back(u);
}

void NativeSuperkoState::undo() {
  const Undo u = undo_.back();
  undo_.pop_back();
  if (u.added2 != 0) {
    history_.erase(u.added2);
    entries_.pop_back();
    epoch_begin_ = epoch_begins_.back();
    epoch_begins_.pop_back();
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
    entries_.pop_back();
  }
  position_ = u.position;
  to_move_ = u.to_move;
  passes_ = u.passes;
  pass_count_ = u.pass_count;
  ended_ = u.ended;
  ko_ = u.ko;
  no_result_ = u.no_result;
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
  // (The ko point is not symmetric: image_code holds it.)
  return mix64((to_move_ == Player::White ? 2 : 1) + 4 * pending + 0x243f6a8885a308d3ULL);
}

std::uint64_t NativeSuperkoState::image_code(int t) const {
  // The ko point (Japanese, at most 24 points) in bits 24-28, which black stones leave free there.
  const std::uint64_t ko =
      ko_ < 0 ? 0 : static_cast<std::uint64_t>(symmetry_.point(t, ko_) + 1) << kSpightPoints;
  return position_code(image(symmetry_, t, position_)) | ko;
}

StateKey NativeSuperkoState::position_key() const {
  // The least image among those the history bits are kept in (the first on a tie).
  int best = 0;
  std::uint64_t code = image_code(0);
  for (int t = 1; t < bits_.images(); ++t) {
    const std::uint64_t c = image_code(t);
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
    const std::uint64_t code = image_code(t);
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
