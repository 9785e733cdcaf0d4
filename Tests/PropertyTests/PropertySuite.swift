// The property-based and model-based suite (SPEC §8) lives in this target.
import ConfigState
import ConfigStateTesting
