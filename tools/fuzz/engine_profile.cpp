#include "tools/fuzz/engine_profile.h"

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
  EngineProfile p;
  try {
    const auto j = nlohmann::json::parse(text);
    p.name = j.at("name").get<std::string>();
    p.description = j.value("description", "");
    p.command = j.at("command").get<std::string>();
    // {dir}: the profile's own folder, so a profile can name a script kept beside it.
    const std::string dir = std::filesystem::absolute(file).parent_path().string();
    for (std::size_t at = 0; (at = p.command.find("{dir}", at)) != std::string::npos;
         at += dir.size())
      p.command.replace(at, 5, dir);  // from after the folder: it may hold "{dir}" itself
    for (const auto& probe : j.at("probes")) {
      try {
        p.probes.insert(parse_probe(probe.get<std::string>()));
      } catch (const InputError& e) {
        throw InputError(file.string() + ": " + e.what());
      }
    }
    if (!j.at("sizes").is_array()) throw InputError(file.string() + ": \"sizes\" must be a list");
    for (const auto& size : j["sizes"]) p.sizes.push_back(bounded_int(size, file, "sizes", 2, 25));
    p.ids = j.value("ids", true);
    if (j.contains("startup_timeout_ms"))
      p.startup_timeout_ms =
          bounded_int(j["startup_timeout_ms"], file, "startup_timeout_ms", 0, 3600000);
    p.rulesets = j.at("rulesets").get<std::map<std::string, std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file.string() + ": not a valid engine profile: " + e.what());
  }
  if (p.sizes.empty() || p.rulesets.empty() || p.probes.empty())
    throw InputError(file.string() + ": an engine profile needs probes, sizes and rulesets");
  return p;
}

EngineProfile find_profile(const std::string& name_or_file,
                           const std::filesystem::path& directory) {
  if (std::filesystem::is_regular_file(name_or_file)) return load_profile(name_or_file);
  const auto file = directory / (name_or_file + ".json");
  if (std::filesystem::is_regular_file(file)) return load_profile(file);
  std::string known;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(directory, ec)) {
    if (entry.path().extension() == ".json")
      known += (known.empty() ? "" : ", ") + entry.path().stem().string();
  }
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
