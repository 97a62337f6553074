#include "tools/fuzz/engine_profile.h"

#include <fstream>
#include <iterator>

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
    p.sizes = j.at("sizes").get<std::vector<int>>();
    p.ids = j.value("ids", true);
    p.startup_timeout_ms = j.value("startup_timeout_ms", 10000);
    p.rulesets = j.at("rulesets").get<std::map<std::string, std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file.string() + ": not a valid engine profile: " + e.what());
  }
  if (p.sizes.empty() || p.rulesets.empty() || p.probes.empty())
    throw InputError(file.string() + ": an engine profile needs probes, sizes and rulesets");
  for (const int size : p.sizes) {
    if (size < 2 || size > 25)
      throw InputError(file.string() + ": board size " + std::to_string(size) +
                       " in \"sizes\": expected 2 to 25 (GTP 2's largest)");
  }
  if (p.startup_timeout_ms < 0 || p.startup_timeout_ms > 3600000)
    throw InputError(file.string() + ": \"startup_timeout_ms\" must be 0 to 3600000");
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
