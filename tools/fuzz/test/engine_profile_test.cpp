// The engine profile reader (tools/fuzz/engine_profile.h): a profile missing a key, or holding one
// of the wrong type, is bad input naming the profile file and the key (and the type expected),
// never a JSON library's message; the profiles listed are the files of the folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/fuzz/engine_profile.h"

namespace kospec::fuzz {
namespace {

namespace fs = std::filesystem;

// A complete profile, written by hand from the format in engine_profile.h.
nlohmann::json complete() {
  return nlohmann::json::parse(R"({"name": "test", "command": "/bin/engine --gtp",
    "probes": ["all_legal"], "sizes": [5], "rulesets": {"simple-ko/forbidden": ""}})");
}

// The message of the InputError reading `profile` from a file gives.
std::string error_of(const nlohmann::json& profile, const fs::path& file) {
  std::ofstream(file) << profile.dump();
  try {
    load_profile(file);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(FUZZ_Profile, ACompleteProfileIsRead) {
  const fs::path file = fs::temp_directory_path() / "kospec-profile-complete.json";
  std::ofstream(file) << complete().dump();
  const EngineProfile p = load_profile(file);
  EXPECT_EQ(p.name, "test");
  EXPECT_EQ(p.command_for(parse_ruleset("simple-ko", SelfCapture::Forbidden)), "/bin/engine --gtp");
}

TEST(FUZZ_Profile, AMissingKeyIsNamedWithTheFile) {
  const fs::path file = fs::temp_directory_path() / "kospec-profile-missing.json";
  for (const char* key : {"name", "command", "probes", "sizes", "rulesets"}) {
    nlohmann::json p = complete();
    p.erase(key);
    const std::string message = error_of(p, file);
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find(std::string("no \"") + key + "\""), std::string::npos) << message;
    EXPECT_EQ(message.find("json.exception"), std::string::npos) << message;
  }
}

TEST(FUZZ_Profile, AKeyOfTheWrongTypeIsNamedWithTheTypeExpected) {
  const fs::path file = fs::temp_directory_path() / "kospec-profile-type.json";
  const std::pair<const char*, const char*> cases[] = {
      {"name", "a string"},       {"command", "a string"},   {"probes", "a list of strings"},
      {"sizes", "a list"},        {"rulesets", "an object"}, {"ids", "true or false"},
      {"description", "a string"}};
  for (const auto& [key, expected] : cases) {
    nlohmann::json p = complete();
    p[key] = 7;
    const std::string message = error_of(p, file);
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find(std::string("\"") + key + "\" holds 7: expected " + expected),
              std::string::npos)
        << message;
  }
  nlohmann::json p = complete();
  p["rulesets"] = {{"simple-ko/forbidden", 3}};
  EXPECT_NE(error_of(p, file).find("\"rulesets\" holds {\"simple-ko/forbidden\":3}: expected an "
                                   "object of strings"),
            std::string::npos);
}

// A number too large for a double (1e933, found by fuzz_profile) is bad input naming the file, not
// the JSON library's out_of_range escaping the reader.
TEST(FUZZ_Profile, ANumberBeyondADoubleIsBadInputNamingTheFile) {
  const fs::path file = fs::temp_directory_path() / "kospec-profile-overflow.json";
  std::ofstream(file) << R"({"name": "x", "command": "e", "probes": ["play"], "sizes": [1e933],)"
                      << R"( "rulesets": {"simple-ko/forbidden": ""}})";
  try {
    load_profile(file);
    ADD_FAILURE() << "1e933 was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string() + ": not valid JSON"), std::string::npos)
        << e.what();
  }
}

TEST(FUZZ_Profile, TheProfilesListedAreTheFilesOfTheFolder) {
  const fs::path dir = fs::temp_directory_path() / "kospec-profiles-listed";
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const char* name : {"zeta.json", "alpha.json", "notes.txt"})
    std::ofstream(dir / name) << "{}";
  EXPECT_EQ(profile_names(dir), (std::vector<std::string>{"alpha", "zeta"}));
  try {
    find_profile("kospec", dir);
    ADD_FAILURE() << "a profile that does not exist was found";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("one of alpha, zeta"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace kospec::fuzz
