// libFuzzer target: the claims JSON reader (tools/claims/claim.h). Any text is either not a claims
// corpus (not JSON, no "claims" array) or each of its claims is read or refused with InputError;
// a claim read can be described. Nothing else may escape: not a JSON type error, not a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "spec/error.h"
#include "tools/claims/claim.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const claims::Json corpus = claims::Json::parse(text, nullptr, false);
  if (corpus.is_discarded() || !corpus.is_object() || !corpus.contains("claims") ||
      !corpus["claims"].is_array())
    return 0;
  for (const claims::Json& json : corpus["claims"]) {
    try {
      const claims::Claim claim = claims::claim_of(json, "corpus/claims", "fuzz");
      (void)claims::describe(claim);
    } catch (const InputError&) {
    }
  }
  return 0;
}
