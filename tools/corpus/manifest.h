#pragma once
// A corpus manifest (DIR/manifest.json: {"cases": [{"file", "title", "cycle_plies", "expect":
// {RULESET: {"outcome", "ply", "rule"}}, "notes", "sources"}]}), and a user's own positions as
// cases without expectations.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace kospec::corpus {

/// JSON with keys in insertion order.
using Json = nlohmann::ordered_json;

/// How replaying a main line ends: "complete", or the outcome at a ply by a rule.
struct LineOutcome {
  std::string outcome = "complete";  ///< complete, illegal, no-result or ends
  std::size_t ply = 0;               ///< the ply that stopped it (1-based, from the setup)
  std::string rule;                  ///< the deciding rule id

  /// "complete" or "illegal@9 R15".
  std::string text() const;
  /// The table's short form: "complete", "ill@9 R15", "nr@24 NR", "end@8 RPE".
  std::string short_text() const;
  /// Same outcome, ply and rule.
  bool operator==(const LineOutcome&) const = default;
};

/// One case: an SGF file of the corpus and what is expected of it.
struct Case {
  std::string file;                  ///< relative to the corpus directory
  std::string path;                  ///< the file as the working directory reaches it
  std::string title;                 ///< the manifest's title, else the file's stem
  Json expect = Json::object();      ///< {RULESET: {"outcome", "ply", "rule"}}
  std::vector<std::string> notes;    ///< the manifest's notes
  std::vector<std::string> sources;  ///< where the expectations come from
};

/// A corpus: a directory with a manifest, or a user's positions (no expectations).
struct Manifest {
  std::string directory;      ///< the directory (or the input as given)
  bool has_manifest = false;  ///< whether the cases come from manifest.json
  std::vector<Case> cases;    ///< in the manifest's order, or in name order
};

/// Reads `input`: a directory with manifest.json, or an SGF file or a folder of them without one
/// (each file a case with no expectation). Throws InputError naming the file and what was expected.
Manifest read_corpus(const std::string& input);

/// The expectation of `c` under `ruleset`, if the manifest states one. Throws InputError on a
/// malformed one.
std::optional<LineOutcome> expected(const Case& c, const std::string& ruleset);

/// The rulesets the manifests name besides `named`, in order of appearance, after `named`.
std::vector<std::string> with_manifest_rulesets(std::vector<std::string> named,
                                                const std::vector<Manifest>& corpora);

}  // namespace kospec::corpus
