#include "tools/fuzz/engine_profile.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <optional>

#include <nlohmann/json.hpp>

#include "spec/error.h"

namespace kospec::fuzz {

namespace {

constexpr std::pair<Probe, std::string_view> kProbes[] = {
    {Probe::AllLegal, "all_legal"},
    {Probe::IsLegal, "is_legal"},
    {Probe::Play, "play"},
    {Probe::Genmove, "genmove"},
};

// The integer `value` of a profile's key, in [low, high]: JSON numbers may be floats (1e33) or
// beyond int, and converting those to int is undefined behaviour.
int bounded_int(const nlohmann::json& value, const std::filesystem::path& file, const char* key,
                int low, int high) {
  std::optional<std::int64_t> n;
  if (value.is_number_unsigned()) {
    if (value.get<std::uint64_t>() <= static_cast<std::uint64_t>(high))
      n = static_cast<std::int64_t>(value.get<std::uint64_t>());
  } else if (value.is_number_integer()) {
    n = value.get<std::int64_t>();
  }
  if (!n || *n < low || *n > high) {
    throw InputError(file.string() + ": \"" + key + "\" holds " + value.dump() +
                     ": expected an integer from " + std::to_string(low) + " to " +
                     std::to_string(high));
  }
  return static_cast<int>(*n);
}

// The JSON types a profile's keys hold.
enum class Kind : std::uint8_t { String, Boolean, List, StringList, StringMap };

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::String:
      return "a string";
    case Kind::Boolean:
      return "true or false";
    case Kind::List:
      return "a list";
    case Kind::StringList:
      return "a list of strings";
    case Kind::StringMap:
      return "an object of strings (\"RULESET/SUICIDE\": \"options\")";
  }
  return "?";
}

bool has_kind(const nlohmann::json& value, Kind kind) {
  const auto all_strings = [](const nlohmann::json& v) {
    return std::all_of(v.begin(), v.end(), [](const nlohmann::json& e) { return e.is_string(); });
  };
  switch (kind) {
    case Kind::String:
      return value.is_string();
    case Kind::Boolean:
      return value.is_boolean();
    case Kind::List:
      return value.is_array();
    case Kind::StringList:
      return value.is_array() && all_strings(value);
    case Kind::StringMap:
      return value.is_object() && all_strings(value);
  }
  return false;
}

// The value of `key` in the profile `j`, of `kind`; InputError naming the file and the key when it
// is missing or of another type.
const nlohmann::json& required(const nlohmann::json& j, const std::filesystem::path& file,
                               const char* key, Kind kind) {
  const auto it = j.find(key);
  if (it == j.end())
    throw InputError(file.string() + ": the engine profile has no \"" + key + "\" (expected " +
                     kind_name(kind) + ")");
  if (!has_kind(*it, kind))
    throw InputError(file.string() + ": \"" + key + "\" holds " + it->dump().substr(0, 80) +
                     ": expected " + kind_name(kind));
  return *it;
}

// The string of an optional key: nullopt when absent, InputError when of another type.
std::optional<std::string> optional(const nlohmann::json& j, const std::filesystem::path& file,
                                    const char* key, Kind kind) {
  if (!j.contains(key)) return std::nullopt;
  return required(j, file, key, kind).get<std::string>();
}

std::string ruleset_key(const Ruleset& ruleset) {
  return ruleset.name + "/" + std::string(self_capture_name(ruleset.self_capture));
}

}  // namespace

std::string_view probe_name(Probe probe) {
  for (const auto& [p, name] : kProbes) {
    if (p == probe) return name;
  }
  return "?";
}

Probe parse_probe(const std::string& name) {
  for (const auto& [p, text] : kProbes) {
    if (text == name) return p;
  }
  throw InputError("unknown probe '" + name + "': expected all_legal, is_legal, play or genmove");
}

std::string EngineProfile::command_for(const Ruleset& ruleset) const {
  const auto it = rulesets.find(ruleset_key(ruleset));
  if (it == rulesets.end()) {
    std::string known;
    for (const auto& [key, options] : rulesets) known += (known.empty() ? "" : ", ") + key;
    throw InputError("engine profile '" + name + "' has no options for ruleset " +
                     ruleset_key(ruleset) + ": expected one of " + known);
  }
  return it->second.empty() ? command : command + " " + it->second;
}

EngineProfile load_profile(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw InputError(file.string() + ": cannot open the engine profile");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return parse_profile(text, file);
}

EngineProfile parse_profile(std::string_view text, const std::filesystem::path& file) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // parse_error, or out_of_range for 1e999
    throw InputError(file.string() + ": not valid JSON: " + e.what());
  }
  if (!j.is_object())
    throw InputError(file.string() + ": an engine profile is a JSON object {\"name\", ...}");
  EngineProfile p;
  p.name = required(j, file, "name", Kind::String).get<std::string>();
  p.description = optional(j, file, "description", Kind::String).value_or("");
  p.command = required(j, file, "command", Kind::String).get<std::string>();
  // {dir}: the profile's own folder, so a profile can name a script kept beside it.
  const std::string dir = std::filesystem::absolute(file).parent_path().string();
  for (std::size_t at = 0; (at = p.command.find("{dir}", at)) != std::string::npos;
       at += dir.size())
    p.command.replace(at, 5, dir);  // from after the folder: it may hold "{dir}" itself
  for (const auto& probe : required(j, file, "probes", Kind::StringList)) {
    try {
      p.probes.insert(parse_probe(probe.get<std::string>()));
    } catch (const InputError& e) {
      throw InputError(file.string() + ": \"probes\": " + e.what());
    }
  }
  for (const auto& size : required(j, file, "sizes", Kind::List))
    p.sizes.push_back(bounded_int(size, file, "sizes", 2, 25));
  if (j.contains("ids")) p.ids = required(j, file, "ids", Kind::Boolean).get<bool>();
  if (j.contains("startup_timeout_ms"))
    p.startup_timeout_ms =
        bounded_int(j["startup_timeout_ms"], file, "startup_timeout_ms", 0, 3600000);
  p.rulesets =
      required(j, file, "rulesets", Kind::StringMap).get<std::map<std::string, std::string>>();
  for (const char* key : {"probes", "sizes", "rulesets"}) {
    if (j[key].empty())
      throw InputError(file.string() + ": \"" + key +
                       "\" is empty: an engine profile needs at "
                       "least one");
  }
  return p;
}

std::vector<std::string> profile_names(const std::filesystem::path& directory) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(directory, ec)) {
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

EngineProfile find_profile(const std::string& name_or_file,
                           const std::filesystem::path& directory) {
  if (std::filesystem::is_regular_file(name_or_file)) return load_profile(name_or_file);
  const auto file = directory / (name_or_file + ".json");
  if (std::filesystem::is_regular_file(file)) return load_profile(file);
  std::string known;
  for (const std::string& name : profile_names(directory))
    known += (known.empty() ? "" : ", ") + name;
  throw InputError("no engine profile '" + name_or_file + "': expected a profile file or one of " +
                   (known.empty() ? "(none in " + directory.string() + ")" : known));
}

std::filesystem::path profile_directory() { return KOSPEC_PROFILE_DIR; }

std::string gnugo_command(const Ruleset& ruleset, const std::string& binary) {
  EngineProfile gnugo = load_profile(profile_directory() / "gnugo.json");
  const std::string default_binary = gnugo.command.substr(0, gnugo.command.find(' '));
  gnugo.command = binary + gnugo.command.substr(default_binary.size());
  return gnugo.command_for(ruleset);
}

}  // namespace kospec::fuzz
