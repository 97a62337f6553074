#pragma once
// Stable identifiers of the rules: R2..R15 and A1..A3 from the rules text, and kospec's own ids for
// what the text leaves open. Every verdict and trace names rules by these ids. The ids are listed
// once, in KOSPEC_RULE_IDS; the enum and the printed codes are both made from that list.

#include <cstddef>
#include <cstdint>
#include <optional>
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

/// A rule, definition or interpretation with a stable id (KOSPEC_RULE_IDS says what each is).
enum class RuleId : std::uint8_t {
#define KOSPEC_RULE_ID_ENUMERATOR(code) code,
  KOSPEC_RULE_IDS(KOSPEC_RULE_ID_ENUMERATOR)
#undef KOSPEC_RULE_ID_ENUMERATOR
};

/// The number of rule ids.
inline constexpr std::size_t kRuleIdCount = 0
#define KOSPEC_RULE_ID_COUNT(code) +1
    KOSPEC_RULE_IDS(KOSPEC_RULE_ID_COUNT)
#undef KOSPEC_RULE_ID_COUNT
    ;

/// The id as printed: "R5", "OCC", ...
std::string_view rule_code(RuleId id);

/// Parses an id as printed (any letter case); nullopt if unknown.
std::optional<RuleId> parse_rule_id(std::string_view text);

}  // namespace kospec
