#include "tools/claims/claim.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <utility>

#include "spec/error.h"

namespace kospec::claims {

namespace {

namespace fs = std::filesystem;

constexpr std::array<std::pair<Kind, const char*>, 10> kKinds{{
    {Kind::Verdict, "verdict"},
    {Kind::Terminates, "terminates"},
    {Kind::Survives, "survives"},
    {Kind::Capturable, "capturable"},
    {Kind::NoThreatNeeded, "no-threat-needed"},
    {Kind::ForcesNoResult, "forces-no-result"},
    {Kind::ValueAtLeast, "value-at-least"},
    {Kind::ValueAtMost, "value-at-most"},
    {Kind::CycleSet, "cycle-set"},
    {Kind::Liberties, "liberties"},
}};

// Reads the fields of one claim object, naming the claim and the field in every error.
class Reader {
 public:
  explicit Reader(std::string where) : where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& what) const { throw InputError(where_ + ": " + what); }
  const Json& need(const Json& in, const char* key) const {
    if (!in.is_object() || !in.contains(key)) fail(std::string("needs \"") + key + "\"");
    return in[key];
  }
  std::string text(const Json& in, const char* key, const std::string& fallback) const {
    if (!in.contains(key)) return fallback;
    if (!in[key].is_string()) fail(std::string("\"") + key + "\" must be a string");
    return in[key].get<std::string>();
  }
  long long integer(const Json& in, const char* key, long long lowest) const {
    const Json& v = need(in, key);
    if (!v.is_number_integer() || v.get<long long>() < lowest)
      fail(std::string("\"") + key + "\" must be an integer of at least " + std::to_string(lowest));
    return v.get<long long>();
  }
  std::vector<std::string> names(const Json& in, const char* key, bool required) const {
    if (!in.contains(key)) {
      if (required) fail(std::string("needs \"") + key + "\"");
      return {};
    }
    std::vector<std::string> out;
    if (!in[key].is_array()) fail(std::string("\"") + key + "\" must be an array of strings");
    for (const Json& v : in[key]) {
      if (!v.is_string()) fail(std::string("\"") + key + "\" must be an array of strings");
      out.push_back(v.get<std::string>());
    }
    return out;
  }
  Player player(const Json& in, const char* key) const {
    const std::string s = text(in, key, "");
    if (s == "B") return Player::Black;
    if (s == "W") return Player::White;
    fail(std::string("\"") + key + "\" must be \"B\" or \"W\"");
  }
  Threats threats(const Json& in) const {
    Threats t;
    if (!in.contains("threats")) return t;
    const Json& th = in["threats"];
    if (!th.is_object()) fail("\"threats\" must be an object {\"B\": n, \"W\": n}");
    for (const auto& [key, value] : th.items()) {
      if (key != "B" && key != "W") fail("\"threats\" has keys B and W only, not '" + key + "'");
      const int n = static_cast<int>(integer(th, key.c_str(), 0));
      if (n > 100) fail("\"threats\" above 100 per side are not supported");
      (key == "B" ? t.black : t.white) = n;
    }
    return t;
  }

 private:
  std::string where_;
};

}  // namespace

const char* kind_name(Kind kind) {
  for (const auto& [k, name] : kKinds)
    if (k == kind) return name;
  return "?";
}

Claim claim_of(const Json& json, const std::string& directory, const std::string& where) {
  const Reader r(where);
  if (!json.is_object()) r.fail("a claim must be a JSON object");
  Claim c;
  c.id = r.text(json, "id", "");
  if (c.id.empty()) r.fail("needs a non-empty \"id\"");
  const Reader in(where + " (claim '" + c.id + "')");
  c.file = (fs::path(directory) / in.text(json, "file", "")).lexically_normal().string();
  if (in.text(json, "file", "").empty()) in.fail("needs \"file\"");
  c.source = in.text(json, "source", "");
  c.quote = in.text(json, "quote", "");
  c.at = json.contains("at") ? static_cast<std::size_t>(in.integer(json, "at", 0)) : 0;
  if (json.contains("suicide")) {
    const std::optional<SelfCapture> sc = parse_self_capture(in.text(json, "suicide", ""));
    if (!sc) in.fail("\"suicide\" must be forbidden, multi or all");
    c.suicide = *sc;
  }
  c.rulesets = in.names(json, "rulesets", true);
  c.readings = in.names(json, "readings", false);
  c.control = in.text(json, "control", "no-ko");
  if (json.contains("base_rules")) {
    if (!json["base_rules"].is_boolean()) in.fail("\"base_rules\" must be true or false");
    c.base_rules = json["base_rules"].get<bool>();
  }
  c.text = in.need(json, "claim");
  const Json& t = c.text;
  if (!t.is_object()) in.fail("\"claim\" must be an object");
  const std::string kind = in.text(t, "kind", "");
  bool known = false;
  for (const auto& [k, name] : kKinds) {
    if (kind == name) {
      c.kind = k;
      known = true;
    }
  }
  if (!known) {
    in.fail("unknown kind '" + kind +
            "' (expected verdict, terminates, survives, capturable, no-threat-needed, "
            "forces-no-result, value-at-least, value-at-most, cycle-set or liberties)");
  }
  c.threats = in.threats(t);
  c.region = in.text(t, "region", c.kind == Kind::Terminates ? "moves" : "all");
  switch (c.kind) {
    case Kind::Verdict:
      c.ply = static_cast<std::size_t>(in.integer(t, "ply", 1));
      c.outcome = in.text(t, "outcome", "");
      if (c.outcome != "legal" && c.outcome != "illegal" && c.outcome != "no-result" &&
          c.outcome != "ends")
        in.fail("\"outcome\" must be legal, illegal, no-result or ends");
      if (t.contains("rule")) c.rule = in.text(t, "rule", "");
      break;
    case Kind::CycleSet:
      c.ply = static_cast<std::size_t>(in.integer(t, "ply", 1));
      c.points = in.names(t, "points", false);
      break;
    case Kind::Terminates:
      if (!in.need(t, "value").is_boolean()) in.fail("\"value\" must be true or false");
      c.terminates = t["value"].get<bool>();
      break;
    case Kind::Liberties:
      c.strings = in.names(t, "strings", true);
      c.bound = static_cast<int>(in.integer(t, "value", 1));
      break;
    case Kind::Survives:
    case Kind::Capturable:
      c.strings = in.names(t, "strings", true);
      if (t.contains("any")) {
        if (!t["any"].is_boolean() || c.kind != Kind::Capturable)
          in.fail("\"any\" is true or false, for a capturable claim");
        c.any = t["any"].get<bool>();
      }
      break;
    case Kind::NoThreatNeeded: {
      c.side = in.player(t, "side");
      const std::string goal = in.text(t, "goal", "");
      bool named = false;
      for (const auto& [k, name] : kKinds) {
        if (goal == name && k != Kind::Verdict && k != Kind::Terminates &&
            k != Kind::NoThreatNeeded && k != Kind::CycleSet && k != Kind::Liberties) {
          c.goal = k;
          named = true;
        }
      }
      if (!named) {
        in.fail(
            "\"goal\" must be survives (the side's strings), capturable (the other's), "
            "forces-no-result, value-at-least (Black) or value-at-most (White)");
      }
      if (c.goal == Kind::Survives || c.goal == Kind::Capturable)
        c.strings = in.names(t, "strings", true);
      if (c.goal == Kind::ValueAtLeast || c.goal == Kind::ValueAtMost) {
        c.bound = static_cast<int>(in.integer(t, "value", -100000));
        if (c.side != (c.goal == Kind::ValueAtLeast ? Player::Black : Player::White))
          in.fail("value-at-least is Black's goal and value-at-most White's");
      }
      if (c.threats.of(c.side) != 0)
        in.fail("a no-threat-needed claim gives its side no threats (it has none)");
      break;
    }
    case Kind::ForcesNoResult:
      c.side = in.player(t, "side");
      break;
    case Kind::ValueAtLeast:
    case Kind::ValueAtMost:
      c.bound = static_cast<int>(in.integer(t, "value", -100000));
      break;
  }
  c.stakes = in.names(t, "stakes", false);
  const Kind what = c.kind == Kind::NoThreatNeeded ? c.goal : c.kind;
  if ((what == Kind::Survives || what == Kind::Capturable) && c.strings.empty())
    in.fail("\"strings\" must name at least one string");
  return c;
}

std::string describe(const Claim& c) {
  std::string names;
  for (const std::string& s : c.strings) names += (names.empty() ? "" : ", ") + s;
  const std::string threats = " (ko threats: B " + std::to_string(c.threats.black) + ", W " +
                              std::to_string(c.threats.white) + ")";
  const char* side = c.side == Player::Black ? "Black" : "White";
  switch (c.kind) {
    case Kind::Verdict:
      return "ply " + std::to_string(c.ply) + " " + c.outcome + (c.rule ? " by " + *c.rule : "");
    case Kind::Terminates:
      return c.terminates ? "every play ends" : "play can go on for ever";
    case Kind::Survives:
      return names + " survive" + (c.strings.size() == 1 ? "s" : "") + threats;
    case Kind::Capturable:
      return (c.any ? "one of " : "") + names + " can be captured" + threats;
    case Kind::NoThreatNeeded: {
      Claim goal = c;
      goal.kind = c.goal;
      return std::string(side) + " needs no ko threat: " + describe(goal);
    }
    case Kind::ForcesNoResult:
      return std::string(side) + " can force a no result" + threats;
    case Kind::ValueAtLeast:
      return "Black can force an area margin of at least " + std::to_string(c.bound) + threats;
    case Kind::ValueAtMost:
      return "White can force an area margin of at most " + std::to_string(c.bound) + threats;
    case Kind::Liberties:
      return names + (c.strings.size() == 1 ? " has " : " each have ") + std::to_string(c.bound) +
             (c.bound == 1 ? " liberty" : " liberties");
    case Kind::CycleSet: {
      std::string points;
      for (const std::string& p : c.points) points += (points.empty() ? "" : ", ") + p;
      return "the cycle set of ply " + std::to_string(c.ply) + " is {" + points + "}";
    }
  }
  return "?";
}

std::vector<Claim> read_claims(const std::string& directory) {
  const std::string path = (fs::path(directory) / "claims.json").string();
  std::ifstream in(path);
  if (!in) throw InputError(path + ": cannot open");
  const Json corpus = Json::parse(in, nullptr, false);
  if (corpus.is_discarded() || !corpus.is_object() || !corpus.contains("claims") ||
      !corpus["claims"].is_array())
    throw InputError(path + ": expected a JSON object with a \"claims\" array");
  std::vector<Claim> claims;
  for (std::size_t i = 0; i < corpus["claims"].size(); ++i) {
    claims.push_back(
        claim_of(corpus["claims"][i], directory, path + ": claim " + std::to_string(i + 1)));
  }
  return claims;
}

}  // namespace kospec::claims
