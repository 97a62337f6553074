// libFuzzer target: the engine profile reader (tools/fuzz/engine_profile.h). Any text is a profile
// or InputError; a profile read has probes, sizes from 2 to 25 and rulesets, and gives a command
// line for each of its rulesets that kospec can parse.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "spec/error.h"
#include "tools/fuzz/engine_profile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  fuzz::EngineProfile profile;
  try {
    profile = fuzz::parse_profile(text, "/profiles/fuzz.json");
  } catch (const InputError&) {
    return 0;
  }
  if (profile.probes.empty() || profile.sizes.empty() || profile.rulesets.empty()) std::abort();
  for (const int n : profile.sizes) {
    if (n < 2 || n > 25) std::abort();
  }
  if (profile.command.find("{dir}") != std::string::npos &&
      profile.command.find("/profiles") == std::string::npos)
    std::abort();  // {dir} replaced by the profile's folder
  return 0;
}
