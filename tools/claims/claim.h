#pragma once
// A claim of a claims corpus (corpus/claims/claims.json): what the rules text or an accepted
// outcome promises about a position, in a checkable form, with the quoted sentence it comes from,
// the rulesets it is made for and the readings shown beside them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "spec/base_self_capture.h"
#include "spec/player.h"

namespace kospec::claims {

/// JSON with keys in insertion order.
using Json = nlohmann::ordered_json;

/// What a claim says.
enum class Kind {
  Verdict,         ///< a ply of the main line has an outcome (by a rule), every earlier ply legal
  Terminates,      ///< whether play from the position always ends
  Survives,        ///< no named string can be captured by force (life, seki)
  Capturable,      ///< each named string (or one of them: `any`) can be captured by force
  NoThreatNeeded,  ///< a side reaches its goal with no ko threat while the other has some
  ForcesNoResult,  ///< a side can force the game to end with no result
  ValueAtLeast,    ///< Black can force an end of play with an area margin of at least the bound
  ValueAtMost,     ///< White can force an end of play with an area margin of at most the bound
  CycleSet,        ///< after a ply of the main line (a capture), its cycle set (R8) is these points
  Liberties,       ///< each named string has this many liberties (R4) at the claim's position
};

/// The claim kind's name in claims.json ("verdict", "survives", ...).
const char* kind_name(Kind kind);

/// External ko threats available to each side (reading THREAT.exchange).
struct Threats {
  int black = 0;  ///< Black's
  int white = 0;  ///< White's
  /// The threats of `player`.
  int of(Player player) const { return player == Player::Black ? black : white; }
};

/// One claim, read and checked.
struct Claim {
  std::string id;      ///< its name
  std::string file;    ///< the SGF position, relative to the working directory
  std::string source;  ///< where the claim comes from
  std::string quote;   ///< the quoted sentence
  Json text;           ///< the "claim" object as written
  Kind kind = Kind::Verdict;
  std::size_t at = 0;  ///< plies of the file's main line played before the claim's position
  SelfCapture suicide = SelfCapture::Forbidden;  ///< the self-capture option of its rulesets
  std::string region;  ///< where board plays are tried (explore::parse_region syntax)
  // verdict
  std::size_t ply = 0;              ///< the ply judged (1-based, counted from the setup)
  std::string outcome;              ///< "legal", "illegal", "no-result" or "ends"
  std::optional<std::string> rule;  ///< the deciding rule id, when the claim names one
  // cycle-set (and ply)
  std::vector<std::string> points;  ///< GTP points: the capture's cycle set, point by point
  // terminates
  bool terminates = false;  ///< the claimed answer
  // outcome kinds
  std::vector<std::string> strings;  ///< GTP points, one stone of each named string
  bool any = false;                  ///< capturable: one of the strings, not each
  std::vector<std::string> stakes;   ///< more strings whose capture ends the local game
  Player side = Player::Black;       ///< no-threat-needed, forces-no-result: the side
  Kind goal = Kind::Survives;        ///< no-threat-needed: the outcome kind its side reaches
  int bound = 0;    ///< value-at-least, value-at-most: Black's area margin; liberties: the count
  Threats threats;  ///< external ko threats of each side
  std::vector<std::string> rulesets;  ///< the rulesets the claim is made for
  std::vector<std::string> readings;  ///< readings shown beside them (a refutation is a conflict)
  /// The ruleset the claim must fail under, showing that it can fail (`no-ko` unless it names
  /// one): `kospec verify` flags a claim that holds there too as one that cannot fail.
  std::string control = "no-ko";
  bool base_rules = false;  ///< a claim about the base rules, which holds under no-ko by design
};

/// The claim in words, for tables: "ply 9 illegal by R15", "every play ends", "A4, G1 survive
/// (threats B 0, W 1)", ...
std::string describe(const Claim& claim);

/// Reads and checks `directory`/claims.json; file names are made relative to the working directory.
/// Throws InputError naming the claim and the field on a missing or malformed one.
std::vector<Claim> read_claims(const std::string& directory);

/// Checks one claim object (`where` names it in errors); `directory` resolves its file.
Claim claim_of(const Json& json, const std::string& directory, const std::string& where);

}  // namespace kospec::claims
