#pragma once
// The positions a command reads: SGF files as given, and the *.sgf files of directories, in name
// order; a directory with a manifest (manifest.json) is a corpus of cases, one without is a
// folder of a user's own positions.

#include <string>
#include <vector>

namespace kospec::corpus {

/// The SGF files of `inputs`: a file as given (whatever its name), a directory's *.sgf files in
/// name order. Throws InputError on a path that does not exist or a directory with no .sgf file.
std::vector<std::string> sgf_inputs(const std::vector<std::string>& inputs);

/// Whether `path` is a directory holding a corpus manifest (manifest.json).
bool has_manifest(const std::string& path);

}  // namespace kospec::corpus
