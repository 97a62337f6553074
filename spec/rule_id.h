#pragma once
// Stable identifiers of the rules: R2..R15 and A1..A3 from the rules text, and kospec's own ids for
// what the text leaves open. Every verdict and trace names rules by these ids. The ids are listed
// once, in KOSPEC_RULE_IDS; the constants and the printed codes are both made from that list. A
// committee's rule file names its own rules with ids of the same type (RuleId::file_rule).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace kospec {

// Every rule id, in order, each with what it is.
// clang-format off
#define KOSPEC_RULE_IDS(X)                                                                     \
  X(R2)     /* rules text: Adjacent */                                                         \
  X(R3)     /* rules text: String */                                                           \
  X(R4)     /* rules text: Liberty */                                                          \
  X(R5)     /* rules text: Capture */                                                          \
  X(R6)     /* rules text: Same configuration */                                               \
  X(R7)     /* rules text: Same capture */                                                     \
  X(R8)     /* rules text: Cycle sets */                                                       \
  X(R9)     /* rules text: Rule: Cycle sets */                                                 \
  X(R10)    /* rules text: Constrained */                                                      \
  X(R11)    /* rules text: Threatened */                                                       \
  X(R12)    /* rules text: Potentially disallowed */                                           \
  X(R13)    /* rules text: Counteracted */                                                     \
  X(R14)    /* rules text: Move signature */                                                   \
  X(R15)    /* rules text: Rule: Disallowed capture */                                         \
  X(A1)     /* rules text: The etiquette of obvious cycles */                                  \
  X(A2)     /* rules text: Eternal life */                                                     \
  X(A3)     /* rules text: TKO (Two-Kos-One-liberty) */                                        \
  X(OCC)    /* kospec: a stone is placed on an empty point only */                             \
  X(SUI)    /* kospec: self-capture (forbidden / multi-stone only / all) */                    \
  X(PASS)   /* kospec: a player may pass */                                                    \
  X(TURN)   /* kospec: the players move alternately */                                         \
  X(SETUP)  /* kospec: a position set up by a record has a liberty for every string */         \
  X(KO)     /* Japanese 1989 Article 6: the basic ko, read as a ko point */                    \
  X(NR)     /* Japanese 1989 Article 12: no result, read as a third occurrence since a pass */ \
  X(PSK)    /* positional superko */                                                           \
  X(SSK)    /* situational superko */                                                          \
  X(NSSK)   /* natural situational superko */                                                  \
  X(SPB)    /* Spight's rule: superko bans lifted by a pass */                                 \
  X(SPE)    /* Spight's rule: a second pass by a player in a position ends play */             \
  X(RPE)    /* KataGo's simple-ko end: a repeated pass ends the game */                        \
  X(WSK)    /* window superko: no board play repeats a configuration of the last N plies */
// clang-format on

/// The number of built-in rule ids.
inline constexpr std::size_t kRuleIdCount = 0
#define KOSPEC_RULE_ID_COUNT(code) +1
    KOSPEC_RULE_IDS(KOSPEC_RULE_ID_COUNT)
#undef KOSPEC_RULE_ID_COUNT
    ;

/// A rule, definition or interpretation with a stable id: one of the built-in ids
/// (KOSPEC_RULE_IDS says what each is, RuleId::R9 names one) or the id a rule file gives its rule
/// ("CSK"). A plain value of eight bytes: a built-in id is its index in KOSPEC_RULE_IDS, a rule
/// file's id its code packed six bits a character, so every id is printed without a registry.
class RuleId {
 public:
  /// The longest code a rule file's id may have.
  static constexpr std::size_t kMaxCodeLength = 10;

#define KOSPEC_RULE_ID_CONSTANT(code) static const RuleId code;  ///< a built-in id
  KOSPEC_RULE_IDS(KOSPEC_RULE_ID_CONSTANT)
#undef KOSPEC_RULE_ID_CONSTANT

  /// R2, the first built-in id (as a value-initialised enumerator was).
  constexpr RuleId() = default;
  /// The built-in id at `index` of KOSPEC_RULE_IDS (index < kRuleIdCount).
  static constexpr RuleId builtin(std::size_t index) { return RuleId(index); }
  /// A rule file's id: 1 to kMaxCodeLength letters, digits, '-' or '_', the first a letter (any
  /// letter case; kept in capitals); nullopt if `code` is not such a code or is a built-in's.
  static std::optional<RuleId> file_rule(std::string_view code);
  /// The id of eight bytes `bits` as bits() gives them (ids sent between processes); nullopt if
  /// they are no id's.
  static std::optional<RuleId> from_bits(std::uint64_t bits);

  /// Whether this is a built-in id (else a rule file's).
  constexpr bool is_builtin() const { return (bits_ & kFileBit) == 0; }
  /// The index of a built-in id in KOSPEC_RULE_IDS (is_builtin() must hold).
  constexpr std::size_t index() const { return static_cast<std::size_t>(bits_); }
  /// The id's eight bytes (from_bits reads them back).
  constexpr std::uint64_t bits() const { return bits_; }

  /// Same id.
  friend constexpr bool operator==(RuleId, RuleId) = default;
  /// Built-in ids in KOSPEC_RULE_IDS' order, then rule files' ids in the order of their codes.
  friend constexpr auto operator<=>(RuleId, RuleId) = default;

 private:
  static constexpr std::uint64_t kFileBit = std::uint64_t{1} << 63;
  constexpr explicit RuleId(std::uint64_t bits) : bits_(bits) {}
  friend std::string rule_code(RuleId id);

  std::uint64_t bits_ = 0;
};

#define KOSPEC_RULE_ID_DEFINITION(code) \
  inline constexpr RuleId RuleId::code = RuleId::builtin(static_cast<std::size_t>(RuleIndex::code));
namespace detail_rule_index {
/// The index of each built-in id (only to define the constants).
enum class RuleIndex : std::uint8_t {
#define KOSPEC_RULE_ID_ENUMERATOR(code) code,
  KOSPEC_RULE_IDS(KOSPEC_RULE_ID_ENUMERATOR)
#undef KOSPEC_RULE_ID_ENUMERATOR
};
}  // namespace detail_rule_index
using detail_rule_index::RuleIndex;
KOSPEC_RULE_IDS(KOSPEC_RULE_ID_DEFINITION)
#undef KOSPEC_RULE_ID_DEFINITION

/// A hash of an id (for unordered containers).
struct RuleIdHash {
  /// The hash of `id`.
  std::size_t operator()(RuleId id) const { return std::hash<std::uint64_t>{}(id.bits()); }
};

/// The id as printed: "R5", "OCC", a rule file's "CSK".
std::string rule_code(RuleId id);

/// Parses a built-in id as printed (any letter case); nullopt if unknown.
std::optional<RuleId> parse_rule_id(std::string_view text);

}  // namespace kospec
